// @vitest-environment jsdom
import { touchedBeforeTheApp, whenIdleOrTouched } from './idle.ts';

test('what waits for the page to be idle or touched goes at once when the player tapped before the app ran', async () => {
  // No idle moment comes in this test: only the early tap can settle it.
  window.requestIdleCallback = () => 0;
  window.cancelIdleCallback = () => undefined;
  let settled = false;
  const waiting = whenIdleOrTouched().then(() => {
    settled = true;
  });
  await Promise.resolve();
  expect(settled).toBe(false);
  touchedBeforeTheApp();
  await waiting;
  expect(settled).toBe(true);
});
