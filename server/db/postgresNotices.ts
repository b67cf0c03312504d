// PostgreSQL's notices (LISTEN/NOTIFY) on a connection of their own, outside the pool: a listening
// connection must stay open, and a pooled one is handed to other queries. A lost connection is opened
// again after RECONNECT_MS, for as long as the listener is wanted; notices sent meanwhile are missed,
// so a listener never relies on them alone.
import type pg from 'pg';

const RECONNECT_MS = 1000;

export async function listenOnPostgres(
  url: string,
  channel: string,
  heard: (payload: string) => void,
  warn: (line: string) => void,
): Promise<() => Promise<void>> {
  const { default: pgModule } = await import('pg');
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  let lastFailure = '';

  const failed = (error: unknown) => {
    const message = error instanceof Error ? error.message : String(error);
    if (message !== lastFailure) warn(`PostgreSQL notices on ${channel} stopped (${message}); trying again every ${RECONNECT_MS / 1000} s`);
    lastFailure = message;
  };
  const lost = (lostClient: pg.Client, error?: unknown) => {
    if (client !== lostClient) return;
    client = undefined;
    if (error) failed(error);
    lostClient.end().catch(() => undefined);
    if (!stopped) retry = setTimeout(() => void connect(), RECONNECT_MS).unref();
  };
  const connect = async () => {
    const next = new pgModule.Client({ connectionString: url });
    client = next;
    next.on('notification', (notice) => {
      if (notice.channel === channel) heard(notice.payload ?? '');
    });
    next.on('error', (error) => lost(next, error));
    next.on('end', () => lost(next, new Error('the connection ended')));
    try {
      await next.connect();
      await next.query(`LISTEN ${pgModule.escapeIdentifier(channel)}`);
      lastFailure = '';
    } catch (error) {
      lost(next, error);
    }
  };

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const open = client;
    client = undefined;
    await open?.end().catch(() => undefined);
  };
}
