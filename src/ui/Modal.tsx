// The one modal of the product, as a centred dialog or a bottom sheet: labelled by its title, focus moved
// to the dialog itself and trapped (focus-trap), Escape, the close button and (for sheets) the backdrop
// close it, focus goes back to what opened it, the page behind does not scroll, a tap that began before it
// appeared activates nothing in it, and it slides in and out in 250 ms unless the player asks for reduced
// motion. Only overlays use it: each is opened through the OverlayStore.
import { createFocusTrap } from 'focus-trap';
import { createContext, useCallback, useContext, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import './modal.css';

export const SLIDE_MS = 250;

const reducedMotion = () => typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

/** How long the closing slide takes here: nothing when the player asks for reduced motion. */
export const closingMs = (): number => (reducedMotion() ? 0 : SLIDE_MS);

const CloseContext = createContext<() => void>(() => undefined);

/** Closes the modal around the caller, with its closing slide (for a Confirm or Cancel button). */
export const useCloseModal = (): (() => void) => useContext(CloseContext);

/**
 * Makes a click inside `root` do nothing unless its press also began inside, after the modal appeared: a
 * finger already down on the page when a popup opens must not land on the popup. Clicks from the
 * keyboard (detail 0) have no press and always count. Returns what stops it.
 */
function ignoreTapsBegunBefore(root: HTMLElement | null): () => void {
  if (!root) return () => undefined;
  let pressedInside = false;
  const onPress = () => {
    pressedInside = true;
  };
  const onClick = (event: MouseEvent) => {
    const begunBefore = event.detail > 0 && !pressedInside;
    pressedInside = false;
    if (!begunBefore) return;
    event.preventDefault();
    event.stopPropagation();
  };
  root.addEventListener('pointerdown', onPress, true);
  root.addEventListener('click', onClick, true);
  return () => {
    root.removeEventListener('pointerdown', onPress, true);
    root.removeEventListener('click', onClick, true);
  };
}

let scrollLocks = 0;
function lockScroll(): () => void {
  if (scrollLocks++ === 0) document.body.style.overflow = 'hidden';
  return () => {
    if (--scrollLocks === 0) document.body.style.overflow = '';
  };
}

export interface ModalProps {
  /** The visible title, which also names the modal for assistive technology. */
  title: ReactNode;
  /** Told once the modal has slid out, whatever closed it. */
  onClose: () => void;
  /** Asked before closing; answering false keeps the modal open (a popup that must be read to its end). */
  beforeClose?: () => boolean;
  /** The close button's name when closing does more than close (by default "Close"). */
  closeLabel?: string;
  /** `alertdialog` for a message that needs an answer; `sheet` slides up from the bottom. */
  kind?: 'dialog' | 'alertdialog' | 'sheet';
  /** False for a modal that must be answered (a mandatory update): no close button, Escape does nothing. */
  closable?: boolean;
  className?: string;
  children: ReactNode;
}

export function Modal({ title, onClose, beforeClose, closeLabel, kind = 'dialog', closable = true, className, children }: ModalProps) {
  const intl = useIntl();
  const titleId = useId();
  const backdrop = useRef<HTMLDivElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const [closing, setClosing] = useState(false);
  const closed = useRef(false);
  const latest = useRef({ onClose, beforeClose });
  latest.current = { onClose, beforeClose };

  const close = useCallback(() => {
    if (closed.current || latest.current.beforeClose?.() === false) return;
    closed.current = true;
    setClosing(true);
    setTimeout(() => latest.current.onClose(), closingMs());
  }, []);

  useEffect(() => {
    const element = box.current;
    if (!element) return undefined;
    const unlock = lockScroll();
    const trap = createFocusTrap(element, {
      // The dialog itself: a reader hears its title first, and nothing inside (a link in an announcement)
      // is taken for what the player meant to reach.
      initialFocus: element,
      fallbackFocus: element,
      escapeDeactivates: false,
      allowOutsideClick: true,
      returnFocusOnDeactivate: true,
      // Nothing inside a modal is laid out hidden, and the check needs a layout some test pages lack.
      tabbableOptions: { displayCheck: 'none' },
    });
    trap.activate();
    return () => {
      trap.deactivate();
      unlock();
    };
  }, []);

  useEffect(() => ignoreTapsBegunBefore(backdrop.current), []);

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    if (closable) close();
  };
  const sheet = kind === 'sheet';
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a tap beside a sheet closes it; Escape and the close button do for the keyboard
    <div
      ref={backdrop}
      className={`wl-modal${sheet ? ' wl-modal--sheet' : ''}${closing ? ' wl-modal--closing' : ''}`}
      role="presentation"
      onClick={sheet && closable ? (event) => event.target === event.currentTarget && close() : undefined}
    >
      {/* biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useAriaPropsSupportedByRole: its role is dialog or alertdialog, chosen by kind */}
      <div
        ref={box}
        className={`wl-modal__box${className ? ` ${className}` : ''}`}
        role={kind === 'alertdialog' ? 'alertdialog' : 'dialog'}
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <header className="wl-modal__bar">
          <h2 id={titleId}>{title}</h2>
          {closable && (
            <button type="button" className="wl-modal__close" onClick={close} aria-label={closeLabel ?? intl.formatMessage({ id: 'app.close' })}>
              <span aria-hidden="true">×</span>
            </button>
          )}
        </header>
        <CloseContext.Provider value={close}>
          <div className="wl-modal__content">{children}</div>
        </CloseContext.Provider>
      </div>
    </div>
  );
}
