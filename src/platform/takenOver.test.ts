// @vitest-environment jsdom
import { partTakenOver, partWaits, READY_MARK, rootTakenOver, whenTakenOver } from './takenOver.ts';

test('ready once the root has committed and every waiting part has hydrated, not before; who waits for it hears then', async () => {
  const heard: string[] = [];
  const waited = whenTakenOver().then(() => heard.push('taken over'));
  partWaits('lanes');
  partWaits('footer');
  rootTakenOver();
  expect(document.documentElement.dataset.app).toBeUndefined();
  partTakenOver('lanes');
  expect(document.documentElement.dataset.app).toBeUndefined();
  expect(performance.getEntriesByName(READY_MARK)).toHaveLength(0);
  await Promise.resolve();
  expect(heard).toEqual([]);
  partTakenOver('footer');
  expect(document.documentElement.dataset.app).toBe('ready');
  // Marked once, however often a part reports afterwards.
  partTakenOver('footer');
  expect(performance.getEntriesByName(READY_MARK)).toHaveLength(1);
  await waited;
  expect(heard).toEqual(['taken over']);
  await whenTakenOver();
});
