// A front for the harness server that fails one path as a test says and passes everything else through.
// Faults are injected here rather than with Playwright's request routing, which turns the browser's HTTP
// cache off: with it on, a page loads its immutable assets from the cache as a returning player's does.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** Answers a request that is to fail (or never answers it). */
export type FaultAnswer = (req: http.IncomingMessage, res: http.ServerResponse) => void;

export interface FaultProxy {
  port: number;
  /** Answers every request for `pathname` with `answer` until `pass()`. */
  fail(pathname: string, answer: FaultAnswer): void;
  /** Passes every request through again. */
  pass(): void;
  close(): Promise<void>;
}

export async function startFaultProxy(targetPort: number): Promise<FaultProxy> {
  let rule: { pathname: string; answer: FaultAnswer } | undefined;
  // A connection per request: a kept-alive one the server closes as it is reused would fail a request
  // that no test meant to fail.
  const agent = new http.Agent({ keepAlive: false });
  const server = http.createServer((req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://proxy').pathname;
    if (rule && pathname === rule.pathname) return rule.answer(req, res);
    const upstream = http.request({ host: '127.0.0.1', port: targetPort, method: req.method, path: req.url, headers: req.headers, agent }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
      answer.pipe(res);
    });
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    fail: (pathname, answer) => (rule = { pathname, answer }),
    pass: () => (rule = undefined),
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      agent.destroy();
    },
  };
}
