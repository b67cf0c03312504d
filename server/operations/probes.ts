// The probes a load balancer or an orchestrator asks, on every host name and before any merchant is
// looked up: /healthz (the process answers) and /readyz (it should be sent players; 503 naming the part
// that fails otherwise). Never cached: each answer is the state now.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Readiness } from './readiness.ts';

export const HEALTH_PATH = '/healthz';
export const READY_PATH = '/readyz';

export type ProbeHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

export function probeHandlers(readiness: Readiness): Record<string, ProbeHandler> {
  return {
    [HEALTH_PATH]: async (req, res) => answer(req, res, 200, { status: 'ok' }),
    [READY_PATH]: async (req, res) => {
      const report = await readiness.report();
      answer(req, res, report.ready ? 200 : 503, { status: report.ready ? 'ready' : 'not ready', checks: report.checks });
    },
  };
}

function answer(req: IncomingMessage, res: ServerResponse, status: number, body: object): void {
  const text = `${JSON.stringify(body)}\n`;
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    'Cache-Control': 'no-store',
  });
  res.end(req.method === 'HEAD' ? undefined : text);
}
