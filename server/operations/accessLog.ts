// One log record per request, pages and files as well as /wps calls: its id (from a trusted proxy's
// X-Request-Id, else made here, and sent back), method, route pattern, path, status, duration and
// merchant. Nothing secret is in it by construction: no header and no body is logged, and of a URL's
// query only the values of a few named parameters are kept; every other value reads [redacted].
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { BlockList } from 'node:net';
import { fromTrustedProxy, headerValue } from '../http/request.ts';
import { loggedByAccessLog, unexpectedErrorOf } from '../http/envelope.ts';
import type { Logger } from './logger.ts';
import { HEALTH_PATH, READY_PATH } from './probes.ts';

export const REQUEST_ID_HEADER = 'X-Request-Id';
/** What an id from a proxy may look like: anything longer or stranger is replaced by one made here. */
const REQUEST_ID = /^[\w.:@/+=-]{1,128}$/;
/** Query parameters whose values say nothing about a person and are kept in the log. */
const KEPT_PARAMETERS = new Set(['merchant', 'language', 'page', 'lang', 'v', 'release', 'at', 'id', 'type', 'group', 'gameType', 'vendor']);

export interface AccessLogOptions {
  logger: Logger;
  trustedProxies: BlockList;
  /** The route pattern the request was answered by (bounded: never the raw URL). */
  routeOf: (req: IncomingMessage, status: number) => string;
  /** The code of the merchant the request is for, when there is one. */
  merchantOf: (req: IncomingMessage) => string | undefined;
  /** Also told of each request once answered (the metrics). */
  observe?: (record: RequestRecord, res: ServerResponse) => void;
}

export interface RequestRecord {
  reqId: string;
  method: string | undefined;
  route: string;
  path: string;
  status: number;
  ms: number;
  merchant: string | undefined;
  aborted?: true;
}

/** The request's id: a trusted proxy's when it sent a sound one, else a new one. */
export function requestId(req: IncomingMessage, trustedProxies: BlockList): string {
  const offered = headerValue(req, REQUEST_ID_HEADER);
  return offered && REQUEST_ID.test(offered) && fromTrustedProxy(req, trustedProxies) ? offered : randomUUID();
}

/** The request target with every query value but the kept ones replaced. */
export function loggedTarget(target: string): string {
  const mark = target.indexOf('?');
  if (mark < 0) return target;
  const query = target
    .slice(mark + 1)
    .split('&')
    .filter(Boolean)
    .map((pair) => {
      const [name] = pair.split('=', 1);
      if (KEPT_PARAMETERS.has(safeDecode(name))) return pair;
      // A parameter with no value may itself be the secret (a token pasted as the whole query).
      return pair.includes('=') ? `${name}=[redacted]` : '[redacted]';
    });
  return `${target.slice(0, mark)}?${query.join('&')}`;
}

const safeDecode = (text: string) => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

export function accessLog(opts: AccessLogOptions) {
  // A server that logs nothing leaves an unexpected error to be printed where it happens.
  const errorsLogged = opts.logger.isLevelEnabled('error');
  return (handler: (req: IncomingMessage, res: ServerResponse) => void) =>
    (req: IncomingMessage, res: ServerResponse): void => {
      const started = process.hrtime.bigint();
      const id = requestId(req, opts.trustedProxies);
      res.setHeader(REQUEST_ID_HEADER, id);
      if (errorsLogged) loggedByAccessLog(res);
      res.once('close', () => {
        const status = res.statusCode;
        const path = loggedTarget(req.url ?? '/');
        const record: RequestRecord = {
          reqId: id,
          method: req.method,
          route: opts.routeOf(req, status),
          path,
          status,
          ms: Number(process.hrtime.bigint() - started) / 1e6,
          merchant: opts.merchantOf(req),
          ...(res.writableFinished ? {} : { aborted: true }),
        };
        opts.observe?.(record, res);
        const error = unexpectedErrorOf(res);
        if (error !== undefined) opts.logger.error({ ...record, err: error }, 'request failed');
        else if (isProbe(path)) opts.logger.debug(record, 'probe');
        else opts.logger[status >= 500 ? 'error' : 'info'](record, 'request');
      });
      handler(req, res);
    };
}

const isProbe = (path: string) => path === HEALTH_PATH || path === READY_PATH;
