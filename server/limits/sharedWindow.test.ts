import type { Db } from '../db/index.ts';
import { withDb } from '../../tests/server/database.ts';
import { SharedWindow, takeAll } from './sharedWindow.ts';

const db = withDb();

test('takes up to its limit per key, refuses beyond, and starts again once the window has run out', async () => {
  let now = Date.parse('2026-01-01T00:00:00Z');
  const limit = new SharedWindow(db(), 'test-take', 3, 60_000, () => now);
  expect(await Promise.all([1, 2, 3].map(() => limit.take('a')))).toEqual([true, true, true]);
  expect(await limit.take('a')).toBe(false);
  expect(await limit.count('a')).toBe(3);
  expect(await limit.isBlocked('a')).toBe(true);
  expect(await limit.take('b')).toBe(true);
  now += 59_999;
  expect(await limit.take('a')).toBe(false);
  now += 1;
  expect(await limit.isBlocked('a')).toBe(false);
  expect(await limit.count('a')).toBe(0);
  expect(await limit.take('a')).toBe(true);
  expect(await limit.count('a')).toBe(1);
});

test('release gives one place back, never below none; clear forgets a key; limits of other names are apart', async () => {
  const limit = new SharedWindow(db(), 'test-release', 2, 60_000);
  const other = new SharedWindow(db(), 'test-other', 2, 60_000);
  for (const room of [true, true, false]) expect(await limit.take('k')).toBe(room);
  expect(await limit.count('k')).toBe(2);
  expect(await other.count('k')).toBe(0);
  await limit.release('k');
  expect(await limit.count('k')).toBe(1);
  expect(await limit.take('k')).toBe(true);
  for (let i = 0; i < 3; i++) await limit.release('k');
  expect(await limit.count('k')).toBe(0);
  await limit.take('k');
  await limit.clear('k');
  expect(await limit.isBlocked('k')).toBe(false);
});

test('takeAll takes from each limit in turn, and gives all back when one has no room', async () => {
  const [first, second] = [new SharedWindow(db(), 'test-all-a', 5, 60_000), new SharedWindow(db(), 'test-all-b', 1, 60_000)];
  expect(
    await takeAll([
      [first, 'k'],
      [second, 'k'],
    ]),
  ).toBe(true);
  expect(
    await takeAll([
      [first, 'k'],
      [second, 'k'],
    ]),
  ).toBe(false);
  expect([await first.count('k'), await second.count('k')]).toEqual([1, 1]);
});

test('many takes at once let exactly the limit through', async () => {
  const limit = new SharedWindow(db(), 'test-race', 5, 60_000);
  const taken = await Promise.all(Array.from({ length: 40 }, () => limit.take('same')));
  expect(taken.filter(Boolean)).toHaveLength(5);
});

test('a store it cannot reach refuses, never lets through', async () => {
  const broken: Db = { query: () => Promise.reject(new Error('connection refused')), close: async () => {}, describe: 'down' };
  const limit = new SharedWindow(broken, 'test-down', 5, 60_000);
  await expect(limit.take('k')).rejects.toMatchObject({ status: 503, errorCode: 'server.busy' });
  await expect(limit.isBlocked('k')).rejects.toMatchObject({ status: 503 });
});
