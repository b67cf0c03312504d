// @vitest-environment jsdom
import { partTakenOver, partWaits, rootTakenOver } from './takenOver.ts';

test('ready once the root has committed and every waiting part has hydrated, not before', () => {
  partWaits('lanes');
  partWaits('footer');
  rootTakenOver();
  expect(document.documentElement.dataset.app).toBeUndefined();
  partTakenOver('lanes');
  expect(document.documentElement.dataset.app).toBeUndefined();
  partTakenOver('footer');
  expect(document.documentElement.dataset.app).toBe('ready');
});
