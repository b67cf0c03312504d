// The server's metrics, in Prometheus's text format on a port of their own (never the public one):
// the process's defaults (memory, CPU, event-loop lag), each request's duration by route pattern,
// method, status class and merchant, the rendered-page cache, limit refusals, encrypted calls shed and
// database errors. Every label takes its values from a fixed list (routeNames.ts, the merchants served,
// the server's own error codes), so no client can make the series grow without end.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ServerResponse } from 'node:http';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Db } from '../db/index.ts';
import { errorCodeOf } from '../http/envelope.ts';
import { WEB_VITALS, type FieldDataReport, type WebVital } from '../../src/rules/fieldData.ts';
import type { RequestRecord } from './accessLog.ts';

const VITAL_HELP: Record<WebVital, string> = {
  LCP: 'Largest Contentful Paint',
  INP: 'Interaction to Next Paint',
  CLS: 'Cumulative Layout Shift',
  FCP: 'First Contentful Paint',
  TTFB: 'Time to First Byte',
};
/** Around each metric's "good" and "poor" thresholds (web.dev), so the 75th percentile reads well. */
const VITAL_BUCKETS: Record<WebVital, number[]> = {
  LCP: [0.5, 1, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10, 15, 20],
  FCP: [0.3, 0.6, 1, 1.5, 1.8, 2.5, 3, 4, 5, 8, 12],
  TTFB: [0.1, 0.2, 0.4, 0.6, 0.8, 1, 1.5, 1.8, 2.5, 4, 8],
  INP: [0.025, 0.05, 0.1, 0.15, 0.2, 0.3, 0.5, 0.75, 1, 2],
  CLS: [0.01, 0.025, 0.05, 0.1, 0.15, 0.25, 0.35, 0.5, 1],
};

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
/** From a cached page (a few ms) to a cold render or a slow database (seconds). */
const DURATION_BUCKETS = [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export type RenderOutcome = 'hit' | 'miss' | 'failed';

export interface PoolState {
  total: number;
  idle: number;
  waiting: number;
}

export class ServerMetrics {
  readonly registry = new Registry();
  private readonly duration = new Histogram({
    name: 'wl_http_request_duration_seconds',
    help: 'Time from a request arriving to its answer sent, by route pattern, method, status class and merchant',
    labelNames: ['route', 'method', 'status', 'merchant'] as const,
    buckets: DURATION_BUCKETS,
    registers: [this.registry],
  });
  private readonly renders = new Counter({
    name: 'wl_page_renders_total',
    help: 'Server-rendered pages asked for: answered from the cache (hit), rendered (miss), or failed and answered with the shell',
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  });
  private readonly refusals = new Counter({
    name: 'wl_limit_refusals_total',
    help: 'Requests refused by a limit (429), by the limit',
    labelNames: ['limit'] as const,
    registers: [this.registry],
  });
  private readonly shed = new Counter({
    name: 'wl_encrypted_calls_shed_total',
    help: 'Encrypted calls refused on arrival (503) because too many were being decrypted',
    registers: [this.registry],
  });
  private readonly dbErrors = new Counter({
    name: 'wl_db_query_errors_total',
    help: 'Database queries that failed',
    registers: [this.registry],
  });

  /** Players' Core Web Vitals (POST /wps/rum): one histogram per metric, by merchant and page. */
  private readonly vitals = Object.fromEntries(
    WEB_VITALS.map((name) => [
      name,
      new Histogram({
        name: name === 'CLS' ? 'wl_web_vitals_cls' : `wl_web_vitals_${name.toLowerCase()}_seconds`,
        help: `${VITAL_HELP[name]}, as real players' browsers measured it (web-vitals)`,
        labelNames: ['merchant', 'page'] as const,
        buckets: VITAL_BUCKETS[name],
        registers: [this.registry],
      }),
    ]),
  ) as Record<WebVital, Histogram<'merchant' | 'page'>>;

  constructor(pool?: () => PoolState | undefined) {
    collectDefaultMetrics({ register: this.registry });
    if (pool) {
      const state = (name: keyof PoolState, help: string) =>
        new Gauge({
          name: `wl_db_pool_${name}_connections`,
          help,
          registers: [this.registry],
          collect() {
            const now = pool();
            if (now) this.set(now[name]);
          },
        });
      state('total', 'Connections the database pool holds');
      state('idle', 'Connections of the pool not in use');
      state('waiting', 'Queries waiting for a connection of the pool');
    }
  }

  request(record: { route: string; method: string | undefined; status: number; merchant: string | undefined; ms: number }): void {
    const method = record.method && METHODS.has(record.method) ? record.method : 'other';
    const status = `${Math.floor(record.status / 100)}xx`;
    this.duration.observe({ route: record.route, method, status, merchant: record.merchant ?? 'none' }, record.ms / 1000);
  }

  /** An answer in the API's error envelope: a limit's refusal or a call shed are counted. */
  errorAnswer(status: number, errorCode: string): void {
    if (status === 429) this.refusals.inc({ limit: errorCode });
    else if (errorCode === 'server.busy') this.shed.inc();
  }

  /** A page load's field data: times in seconds (sent in milliseconds), the layout-shift score as it is. */
  webVitals(report: FieldDataReport): void {
    for (const { name, value } of report.metrics) {
      this.vitals[name].observe({ merchant: report.merchant, page: report.page }, name === 'CLS' ? value : value / 1000);
    }
  }

  /** A field-data report dropped by its limit. */
  fieldDataRefused(): void {
    this.refusals.inc({ limit: 'field-data' });
  }

  render(outcome: RenderOutcome): void {
    this.renders.inc({ outcome });
  }

  dbError(): void {
    this.dbErrors.inc();
  }

  text(): Promise<string> {
    return this.registry.metrics();
  }
}

export interface MetricsListener {
  port: number;
  close(): Promise<void>;
}

/** Serves GET /metrics on a port of its own (loopback unless told otherwise), nothing else. */
export async function serveMetrics(metrics: ServerMetrics, port: number, host = '127.0.0.1'): Promise<MetricsListener> {
  const server: Server = createServer((req, res) => {
    if (req.url?.split('?', 1)[0] !== '/metrics' || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Only GET /metrics is served here.\n');
      return;
    }
    metrics.text().then(
      (text) => {
        res.writeHead(200, { 'Content-Type': metrics.registry.contentType, 'Cache-Control': 'no-store' });
        res.end(req.method === 'HEAD' ? undefined : text);
      },
      (error: unknown) => res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' }).end(`${String(error)}\n`),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Counts a request once answered, and what its error answer says (a limit's refusal, a call shed). */
export function observeRequest(metrics: ServerMetrics, record: RequestRecord, res: ServerResponse): void {
  metrics.request(record);
  const code = errorCodeOf(res);
  if (code) metrics.errorAnswer(record.status, code);
}

/** The same database, each failed query counted. */
export function countingQueryErrors<D extends Db>(db: D, failed: () => void): D {
  return {
    ...db,
    query: <T>(sql: string, params?: unknown[]) =>
      db.query<T>(sql, params).catch((error: unknown) => {
        failed();
        throw error;
      }),
  };
}
