import { JSDOM } from 'jsdom';
import { EARLY_TAPS_SCRIPT } from './earlyTapsScript.ts';

/** A server's page that ran the script, with a listener standing for the app's own handlers. */
function page() {
  const dom = new JSDOM(
    `<!doctype html><div id="root">
      <button type="button" id="close">Close</button>
      <div role="button" id="card"><span id="inside">Card</span></div>
      <a href="/m/login" id="link">Log in</a>
      <select id="language"><option value="EN">English</option><option value="VI">Tiếng Việt</option></select>
      <form id="form" method="post"><input name="username"><button id="send">Log in</button></form>
      <button type="button" id="off" disabled>Off</button>
    </div><button type="button" id="outside">Outside</button>`,
    { url: 'https://m.royal88.test/m/home', runScripts: 'outside-only' },
  );
  const { window } = dom;
  window.eval(EARLY_TAPS_SCRIPT);
  const reached: string[] = [];
  const byId = (id: string) => window.document.getElementById(id)!;
  window.document.getElementById('root')!.addEventListener('click', (event) => reached.push((event.target as Element).id));
  // jsdom cannot follow a link: stopped last, after the script and the page had the tap.
  window.addEventListener('click', (event) => {
    if ((event.target as Element).closest('a')) event.preventDefault();
  });
  window.document.addEventListener('submit', (event) => {
    event.preventDefault();
    reached.push('submit');
  });
  const tap = (id: string) => {
    const event = new window.MouseEvent('click', { bubbles: true, cancelable: true });
    byId(id).dispatchEvent(event);
    return event.defaultPrevented;
  };
  const pick = (value: string) => {
    (byId('language') as HTMLSelectElement).value = value;
    byId('language').dispatchEvent(new window.Event('change', { bubbles: true }));
  };
  const held = (window as unknown as { wlEarlyTaps: { count(): number; take(): { kind: string; el: Element; value?: string; submitter?: Element | null }[] } })
    .wlEarlyTaps;
  const take = () => held.take();
  return { window, byId, tap, pick, take, held, reached };
}

test('holds back a tap on a control of the page and keeps the last one per control, in the order tapped', () => {
  const { tap, take, held, reached } = page();
  expect(tap('close')).toBe(true);
  expect(tap('inside')).toBe(true);
  expect(tap('close')).toBe(true);
  expect(reached).toEqual([]);
  expect(held.count()).toBe(2);
  expect(take().map((t) => [t.kind, t.el.id])).toEqual([
    ['click', 'card'],
    ['click', 'close'],
  ]);
});

test('leaves links, disabled controls and anything outside the page to the browser', () => {
  const { tap, take, reached } = page();
  tap('link');
  tap('off');
  tap('outside');
  // A browser sends no click to a disabled control; the script leaves one alone.
  expect(reached).toEqual(['link', 'off']);
  expect(take()).toEqual([]);
});

test("keeps the last pick of a select and a form's submit with the button that sent it", () => {
  const { byId, pick, tap, take, reached } = page();
  pick('VI');
  pick('EN');
  tap('send');
  // The button's tap goes on to become the form's submit, which the app does not see until it has run.
  expect(reached).toEqual(['send']);
  const taps = take();
  expect(taps.map((t) => [t.kind, t.el.id, t.value])).toEqual([
    ['change', 'language', 'EN'],
    ['submit', 'form', undefined],
  ]);
  expect(taps[1].submitter).toBe(byId('send'));
});

test('once the app has taken the taps, later ones reach it directly', () => {
  const { tap, take, reached } = page();
  tap('close');
  expect(take()).toHaveLength(1);
  expect(tap('close')).toBe(false);
  expect(reached).toEqual(['close']);
});
