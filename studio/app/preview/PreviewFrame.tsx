// The real app in a phone-sized frame, serving the operator's drafts. Same origin, so the studio reads
// the frame's page: a click on a block selects it here (while picking is on), and the selected block is
// outlined there. The frame reloads or navigates on its own; on each load the studio attaches again and
// waits for its drafts to reach the server, so the page it shows is never older than the editor.
import { observer } from 'mobx-react-lite';
import { reaction } from 'mobx';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { POPUPS_HELD, SESSION_SHOWN_KEY } from '../../../src/platform/heldPopups.ts';
import { PhoneDialog } from './PhoneDialog.tsx';
import { PHONE_SIZES } from '../parts/phoneSizes.ts';
import { useIntl } from 'react-intl';
import { STORAGE_KEYS } from '../../../src/platform/storage.ts';
import { studioApi } from '../state/api.ts';
import type { StudioStore } from '../state/StudioStore.ts';
import { highlightBlock, OUTLINE_ID, pointerAt } from './frameMarks.ts';

/** Where the studio keeps whether the preview holds its popups back. */
const HOLD_POPUPS_KEY = 'wl.studio.holdPopups';

export const PreviewFrame = observer(function PreviewFrame({ store }: { store: StudioStore }) {
  const intl = useIntl();
  const frame = useRef<HTMLIFrameElement>(null);
  const [size, setSize] = useState<(typeof PHONE_SIZES)[number]['name']>('medium');
  const [language, setLanguage] = useState('');
  const [picking, setPicking] = useState(true);
  const [loads, setLoads] = useState(0);
  // The member's view: a session of the merchant's preview member, handed to the app as the native shell does.
  const [member, setMember] = useState<{ merchant: string; token: string }>();
  const [who, setWho] = useState<'visitor' | 'member'>('visitor');
  // The page's popups (announcements, the install sheet) held back while editing, unless asked for.
  const [holdPopups, setHoldPopups] = useState(() => localStorage.getItem(HOLD_POPUPS_KEY) !== 'off');
  useLayoutEffect(() => {
    localStorage.setItem(HOLD_POPUPS_KEY, holdPopups ? 'on' : 'off');
    // The frame's app shares this tab's session storage, and counts the popups shown there.
    if (holdPopups) sessionStorage.setItem(SESSION_SHOWN_KEY, POPUPS_HELD);
    else sessionStorage.removeItem(SESSION_SHOWN_KEY);
  }, [holdPopups]);
  const [onPhone, setOnPhone] = useState(false);
  // The moment the site is shown at (this computer's clock; empty: now): content windows judged then.
  const [moment, setMoment] = useState('');
  const at = moment && !Number.isNaN(new Date(moment).getTime()) ? new Date(moment).toISOString() : undefined;
  const languages = store.merchantSummary?.languages ?? [];
  const token = who === 'member' && member?.merchant === store.merchantCode ? member.token : undefined;
  const src = `/m/home?merchant=${encodeURIComponent(store.merchantCode)}${language ? `&language=${language}` : ''}${token ? `&token=${encodeURIComponent(token)}` : ''}${at ? `&at=${encodeURIComponent(at)}` : ''}`;
  const choose = async (next: 'visitor' | 'member') => {
    // The frame's app keeps its session in this tab's session storage, which the studio's page shares.
    forgetPreviewSession();
    if (next === 'member') setMember({ merchant: store.merchantCode, token: await studioApi.memberToken(store.merchantCode) });
    setWho(next);
  };
  const phone = PHONE_SIZES.find((s) => s.name === size)!;

  // Picking: a click in the page selects the block it landed on instead of acting.
  useEffect(() => {
    const doc = frame.current?.contentDocument;
    if (!doc || !picking) return;
    const onClick = (event: MouseEvent) => {
      const pointer = pointerAt(event.target);
      if (!pointer) return;
      event.preventDefault();
      event.stopPropagation();
      const node = findByPointer(store, pointer);
      if (node) store.select({ kind: 'block', path: node });
    };
    doc.addEventListener('click', onClick, true);
    return () => doc.removeEventListener('click', onClick, true);
  }, [loads, picking, store]);

  // The selected block is outlined in the page, also after the page draws again: once per frame at
  // most, since reading the page's boxes makes it lay out.
  useEffect(() => {
    const doc = frame.current?.contentDocument;
    const view = frame.current?.contentWindow;
    if (!doc || !view) return;
    let pending = 0;
    const outline = () => {
      if (pending) return;
      pending = view.requestAnimationFrame(() => {
        pending = 0;
        const selection = store.selection;
        highlightBlock(doc, selection?.kind === 'block' ? pointerOf(store, selection.path) : undefined);
      });
    };
    outline();
    const stop = reaction(() => store.selection, outline);
    const observer = new MutationObserver((records) => {
      // The outline's own moves are not the page drawing again.
      if (records.some((r) => (r.target as Element).id !== OUTLINE_ID)) outline();
    });
    if (doc.body) observer.observe(doc.body, { childList: true, subtree: true });
    return () => {
      stop();
      observer.disconnect();
      view.cancelAnimationFrame(pending);
    };
  }, [loads, store]);

  return (
    <section className="st-preview" aria-label={intl.formatMessage({ id: 'preview.label' })}>
      <div className="st-preview__bar">
        <label>
          {intl.formatMessage({ id: 'preview.size' })}
          <select value={size} onChange={(e) => setSize(e.target.value as typeof size)}>
            {PHONE_SIZES.map((s) => (
              <option key={s.name} value={s.name}>
                {intl.formatMessage({ id: `preview.size.${s.name}` })} ({s.width}×{s.height})
              </option>
            ))}
          </select>
        </label>
        <label>
          {intl.formatMessage({ id: 'preview.language' })}
          <select value={language} onChange={(e) => setLanguage(e.target.value)}>
            <option value="">{intl.formatMessage({ id: 'preview.language.default' })}</option>
            {languages.map((l) => (
              <option key={l} value={l}>
                {l}
              </option>
            ))}
          </select>
        </label>
        <label>
          {intl.formatMessage({ id: 'preview.who' })}
          <select value={who} onChange={(e) => void choose(e.target.value as 'visitor' | 'member')}>
            <option value="visitor">{intl.formatMessage({ id: 'preview.visitor' })}</option>
            <option value="member">{intl.formatMessage({ id: 'preview.member' })}</option>
          </select>
        </label>
        <label>
          {intl.formatMessage({ id: 'preview.moment' })}
          <input type="datetime-local" value={moment} onChange={(e) => setMoment(e.target.value)} />
        </label>
        <label className="st-check">
          <input type="checkbox" checked={holdPopups} onChange={(e) => setHoldPopups(e.target.checked)} />
          {intl.formatMessage({ id: 'preview.holdPopups' })}
        </label>
        <label className="st-check">
          <input type="checkbox" checked={picking} onChange={(e) => setPicking(e.target.checked)} />
          {intl.formatMessage({ id: 'preview.pick' })}
        </label>
        <button type="button" onClick={() => frame.current?.contentWindow?.location.reload()}>
          {intl.formatMessage({ id: 'preview.reload' })}
        </button>
        <button type="button" onClick={() => setOnPhone(true)} aria-haspopup="dialog">
          {intl.formatMessage({ id: 'preview.phone' })}
        </button>
      </div>
      <div className="st-preview__stage">
        <iframe
          ref={frame}
          key={`${store.merchantCode}|${language}|${token ?? ''}|${at ?? ''}|${holdPopups}`}
          title={intl.formatMessage({ id: 'preview.frame' }, { merchant: store.merchantSummary?.title ?? store.merchantCode })}
          src={src}
          width={phone.width}
          height={phone.height}
          // Each load (a reload, a navigation) attaches the picking and the outline again; a page loaded
          // while a change was on its way hears it from the preview's events, which name its state.
          onLoad={() => setLoads((n) => n + 1)}
        />
      </div>
      <PhoneDialog merchant={store.merchantCode} open={onPhone} onClose={() => setOnPhone(false)} />
    </section>
  );
});

/** The app's member session and cached answers, which would carry one view's state into the other. */
function forgetPreviewSession(): void {
  try {
    for (const key of Object.keys(sessionStorage))
      if (key === STORAGE_KEYS.memberSession || key.startsWith(STORAGE_KEYS.cachePrefix)) sessionStorage.removeItem(key);
  } catch {
    // Storage blocked: the frame has none either.
  }
}

function pointerOf(store: StudioStore, path: string[]): string | undefined {
  const find = (nodes: StudioStore['tree']): string | undefined => {
    for (const node of nodes) {
      if (node.path.join('/') === path.join('/')) return node.pointer;
      const inner = find(node.children);
      if (inner) return inner;
    }
    return undefined;
  };
  return find(store.tree);
}

function findByPointer(store: StudioStore, pointer: string): string[] | undefined {
  const find = (nodes: StudioStore['tree']): string[] | undefined => {
    for (const node of nodes) {
      if (node.pointer === pointer) return node.path;
      const inner = find(node.children);
      if (inner) return inner;
    }
    return undefined;
  };
  return find(store.tree);
}
