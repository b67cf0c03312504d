// @vitest-environment jsdom
import { deliverEarlyTaps, EARLY_TAPS_GLOBAL, earlyTapsHeld, takeEarlyTaps, type EarlyTap } from './earlyTaps.ts';

afterEach(() => {
  document.body.innerHTML = '';
});

test('taking the taps ends the holding back, once', () => {
  const kept: EarlyTap[] = [{ kind: 'click', el: document.createElement('button') }];
  let stopped = 0;
  (window as unknown as Record<string, unknown>)[EARLY_TAPS_GLOBAL] = {
    count: () => kept.length,
    take: () => {
      stopped++;
      return kept;
    },
  };
  expect(earlyTapsHeld()).toBe(1);
  expect(takeEarlyTaps()).toBe(kept);
  expect(takeEarlyTaps()).toEqual([]);
  expect(earlyTapsHeld()).toBe(0);
  expect(stopped).toBe(1);
});

test('delivers each kept tap to a control still on the page, and skips one drawn afresh', () => {
  document.body.innerHTML = `<button id="a">A</button><select id="s"><option value="EN">EN</option><option value="VI">VI</option></select>
    <form id="f"><button id="go">Go</button></form>`;
  const gone = document.createElement('button');
  const events: string[] = [];
  const by = (id: string) => document.getElementById(id)!;
  by('a').addEventListener('click', () => events.push('a'));
  gone.addEventListener('click', () => events.push('gone'));
  by('s').addEventListener('change', (e) => events.push(`s:${(e.target as HTMLSelectElement).value}`));
  by('f').addEventListener('submit', (e) => {
    e.preventDefault();
    events.push(`f:${(e as SubmitEvent).submitter?.id}`);
  });
  deliverEarlyTaps([
    { kind: 'click', el: gone },
    { kind: 'change', el: by('s') as HTMLSelectElement, value: 'VI' },
    { kind: 'click', el: by('a') },
    { kind: 'submit', el: by('f') as HTMLFormElement, submitter: by('go') },
  ]);
  expect(events).toEqual(['s:VI', 'a', 'f:go']);
});
