import { settledForReact } from './settledForReact.ts';

const outcome = (promise: Promise<unknown>) => {
  const { status, value, reason } = promise as Promise<unknown> & { status?: string; value?: unknown; reason?: unknown };
  return { status, value, reason };
};

test.each([
  ['a promise that resolves', () => Promise.resolve('block'), { status: 'fulfilled', value: 'block', reason: undefined }],
  ['a promise that rejects', () => Promise.reject(new Error('offline')), { status: 'rejected', value: undefined, reason: new Error('offline') }],
])('%s carries its outcome once settled, and stays the same promise', async (_, make, wanted) => {
  const promise = make();
  const marked = settledForReact(promise);
  expect(marked).toBe(promise);
  expect(outcome(marked).status).toBeUndefined();
  await marked.catch(() => undefined);
  expect(outcome(marked)).toEqual(wanted);
});
