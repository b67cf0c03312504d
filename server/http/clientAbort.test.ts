import type { ServerResponse } from 'node:http';
import { connectionClosed, isClientAbort } from './clientAbort.ts';

const coded = (code: string, message = 'failed') => Object.assign(new Error(message), { code });

describe('isClientAbort', () => {
  it.each([
    { name: 'the body stopped coming (Node: "aborted")', error: coded('ECONNRESET', 'aborted'), closed: true, abort: true },
    { name: 'written to a closed socket', error: coded('EPIPE'), closed: true, abort: true },
    { name: 'a stream piped into the answer cut short', error: coded('ERR_STREAM_PREMATURE_CLOSE'), closed: true, abort: true },
    { name: 'written after the answer was destroyed', error: coded('ERR_STREAM_DESTROYED'), closed: true, abort: true },
    { name: "a reset while the connection is still open (the database's, say)", error: coded('ECONNRESET'), closed: false, abort: false },
    { name: 'a bug, after the client left', error: new TypeError('x is undefined'), closed: true, abort: false },
    { name: 'a code that is no string', error: { code: 42 }, closed: true, abort: false },
    { name: 'no error object', error: 'aborted', closed: true, abort: false },
    { name: 'nothing', error: undefined, closed: true, abort: false },
  ])('$name: $abort', ({ error, closed, abort }) => {
    expect(isClientAbort(error, closed)).toBe(abort);
  });
});

describe('connectionClosed', () => {
  const res = (fields: { writableFinished?: boolean; destroyed?: boolean; socket?: { destroyed: boolean } | null }) =>
    ({ writableFinished: false, destroyed: false, socket: { destroyed: false }, ...fields }) as unknown as ServerResponse;

  it.each([
    { name: 'an answer being written on a live connection', res: res({}), closed: false },
    { name: 'an answer destroyed with its connection', res: res({ destroyed: true }), closed: true },
    { name: 'a connection destroyed under the answer', res: res({ socket: { destroyed: true } }), closed: true },
    { name: 'an answer whose connection is gone', res: res({ socket: null }), closed: true },
    { name: 'an answer all sent, its connection closed since', res: res({ writableFinished: true, destroyed: true }), closed: false },
  ])('$name: $closed', ({ res: answer, closed }) => {
    expect(connectionClosed(answer)).toBe(closed);
  });
});
