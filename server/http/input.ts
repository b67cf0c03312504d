// Text a client sends is text: control characters (other than tab and line breaks) and broken UTF-16
// are refused at the door, so none reaches a handler, a log or the database (which cannot store NUL).
import { badRequest } from './errors.ts';

const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether a string is text a client may send: no control character but tab, CR and LF; well-formed UTF-16. */
export function isCleanText(text: string): boolean {
  return !CONTROL.test(text) && !LONE_SURROGATE.test(text);
}

/**
 * Refuses (400 bad_request) a value holding unclean text in any string or object key, however deeply
 * nested; `where` names it in the message ("the request body", "the query"). Walks without recursion,
 * so a deeply nested body cannot exhaust the stack.
 */
export function assertCleanInput(value: unknown, where: string): void {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === 'string') {
      if (!isCleanText(item)) throw badRequest(`${where} holds a control character or malformed text`);
    } else if (Array.isArray(item)) {
      for (const child of item) pending.push(child);
    } else if (item !== null && typeof item === 'object') {
      for (const [key, child] of Object.entries(item)) {
        if (!isCleanText(key)) throw badRequest(`${where} holds a control character or malformed text`);
        pending.push(child);
      }
    }
  }
}

/** The query's names and values, refused as a whole when any is unclean. */
export function assertCleanQuery(params: URLSearchParams): void {
  for (const [name, value] of params) {
    if (!isCleanText(name) || !isCleanText(value)) throw badRequest('The query holds a control character or malformed text');
  }
}
