// The floating mini-game: a launcher the player drags anywhere inside the window (or moves with the arrow
// keys), and the panel it opens, into which the merchant's mini-game script renders. Rendered once for a
// member, then only shown or hidden as the login state changes (spec section 4). Until the player moves
// it, it docks clear of the page's controls (useDocking.ts).
import { observer } from 'mobx-react-lite';
import { useEffect, useLayoutEffect, useRef, type CSSProperties, type KeyboardEvent, type MouseEvent, type PointerEvent, type RefObject } from 'react';
import { useIntl } from 'react-intl';
import { panelSide, type Size } from '../../rules/miniGame.ts';
import { MiniGameStore, type MiniGameHandle } from '../../stores/MiniGameStore.ts';
import { useFeature, useStores } from '../../stores/index.ts';
import { useFloatingReserve } from '../../ui/floatingReserve.ts';
import { Icon } from '../../ui/Icon.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { useDocking } from './useDocking.ts';
import './mini-game.css';

export const LAUNCHER_SIZE = 56;
const BOX: Size = { width: LAUNCHER_SIZE, height: LAUNCHER_SIZE };
const PANEL_GAP = 8;
const viewport = (): Size => ({ width: window.innerWidth, height: window.innerHeight });

/** The panel beside the launcher, on the side with more room. */
function panelStyle(store: MiniGameStore): CSSProperties {
  const position = store.position;
  if (!position) return {};
  const room = viewport();
  return panelSide(position, BOX, room) === 'above'
    ? { bottom: room.height - position.y + PANEL_GAP, maxHeight: position.y - 2 * PANEL_GAP }
    : { top: position.y + LAUNCHER_SIZE + PANEL_GAP, maxHeight: room.height - position.y - LAUNCHER_SIZE - 2 * PANEL_GAP };
}

/** Mounts the script's game in `element` once the panel first opens, and keeps its language current. */
function useMountedGame(store: MiniGameStore, element: RefObject<HTMLDivElement | null>): void {
  const { i18n } = useStores();
  const handle = useRef<MiniGameHandle | undefined>(undefined);
  const hook = store.hook;
  const { open, version } = store;
  useEffect(() => {
    if (!open || !hook || !version || handle.current || !element.current) return;
    try {
      handle.current = hook.mount(element.current, { version, language: i18n.language });
    } catch (error) {
      console.warn(`The mini-game could not start: ${(error as Error).message}`);
    }
  }, [open, hook, version, element, i18n.language]);
  useEffect(() => {
    handle.current?.update({ language: i18n.language });
  }, [i18n.language]);
  useEffect(
    () => () => {
      handle.current?.unmount();
      handle.current = undefined;
    },
    [],
  );
}

function MiniGameDock({ hidden }: { hidden: boolean }) {
  const store = useFeature(MiniGameStore);
  const intl = useIntl();
  const launcher = useRef<HTMLButtonElement>(null);
  const game = useRef<HTMLDivElement>(null);
  const own = useRef<HTMLDivElement>(null);
  const dragged = useRef(false);
  const pressed = useRef(false);

  useEffect(() => {
    void store.loadScript();
  }, [store]);
  useLayoutEffect(() => {
    store.place(BOX, viewport());
    const refit = () => store.place(BOX, viewport());
    window.addEventListener('resize', refit);
    return () => window.removeEventListener('resize', refit);
  }, [store]);
  useMountedGame(store, game);
  useDocking(store, own, launcher, pressed, BOX, hidden || !store.version);
  useFloatingReserve(!hidden && store.version !== undefined);

  const pointer = (event: PointerEvent) => ({ x: event.clientX, y: event.clientY });
  const onPointerDown = (event: PointerEvent<HTMLButtonElement>) => {
    if (event.button !== 0) return;
    dragged.current = false;
    pressed.current = true;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    store.pointerDown(pointer(event));
  };
  const onPointerUp = () => {
    pressed.current = false;
    dragged.current = store.pointerUp();
  };
  const onClick = (event: MouseEvent) => {
    // The click a browser sends after a drag is no click; one from the keyboard (detail 0) always is.
    if (dragged.current && event.detail !== 0) {
      dragged.current = false;
      return;
    }
    store.click();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (store.moveByKey(event.key, event.shiftKey, BOX, viewport())) event.preventDefault();
  };
  const onPanelKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    store.close();
    launcher.current?.focus();
  };

  const label = intl.formatMessage({ id: 'mini_game.launcher' });
  const position = store.position;
  return (
    <div ref={own} className="wl-minigame" hidden={hidden || !store.version}>
      <button
        ref={launcher}
        type="button"
        className="wl-minigame__launcher"
        style={position ? { left: position.x, top: position.y } : { visibility: 'hidden' }}
        aria-label={label}
        aria-expanded={store.open}
        aria-controls="wl-minigame-panel"
        aria-describedby="wl-minigame-hint"
        onPointerDown={onPointerDown}
        onPointerMove={(event) => store.pointerMove(pointer(event), BOX, viewport())}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        onClick={onClick}
        onKeyDown={onKeyDown}
      >
        <Icon name="ticket" size={28} />
      </button>
      <p id="wl-minigame-hint" className="wl-minigame__hint">
        {intl.formatMessage({ id: 'mini_game.move_hint' })}
      </p>
      <section
        id="wl-minigame-panel"
        className="wl-minigame__panel"
        aria-label={label}
        hidden={!store.open}
        style={panelStyle(store)}
        onKeyDown={onPanelKeyDown}
      >
        <button
          type="button"
          className="wl-minigame__close"
          aria-label={intl.formatMessage({ id: 'mini_game.close' })}
          onClick={() => {
            store.close();
            launcher.current?.focus();
          }}
        >
          ×
        </button>
        {store.open && store.script === 'loading' && <Spinner />}
        {store.script === 'failed' && (
          <p className="wl-minigame__failed" role="alert">
            {intl.formatMessage({ id: 'mini_game.load_failed' })}{' '}
            <button type="button" className="wl-button" onClick={() => void store.loadScript()}>
              {intl.formatMessage({ id: 'retry_once' })}
            </button>
          </p>
        )}
        <div ref={game} className="wl-minigame__game" />
      </section>
    </div>
  );
}

export default observer(MiniGameDock);
