// React's use() reads a promise at once, without suspending, when the promise carries its outcome
// (`status` 'fulfilled' and `value`, or 'rejected' and `reason`), as React marks the promises it has
// waited on itself. A shared promise marked as it settles is read at once by every render after that,
// the first included: a page whose block code boot.tsx loaded before hydrating hydrates those blocks in
// its first pass, instead of leaving each boundary dehydrated for a pass of its own.
type Marked<T> = Promise<T> & { status?: 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

export function settledForReact<T>(promise: Promise<T>): Promise<T> {
  const marked = promise as Marked<T>;
  promise.then(
    (value) => {
      marked.status = 'fulfilled';
      marked.value = value;
    },
    (reason: unknown) => {
      marked.status = 'rejected';
      marked.reason = reason;
    },
  );
  return promise;
}
