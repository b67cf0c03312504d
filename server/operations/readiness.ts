// Whether this instance should be sent players: each part it needs (the database, the merchants and
// templates, the server render) asked in turn, and none while it is stopping. /readyz answers from it
// (probes.ts); a load balancer takes an instance out while it is not ready.

import type { Db } from '../db/index.ts';
import type { LiveProject } from '../merchants/project.ts';

/** A part's check: undefined when it is fine, else a sentence saying what fails. */
export type ReadinessCheck = () => Promise<string | undefined>;

export interface ReadinessReport {
  ready: boolean;
  /** Each part's state: "ok", or what fails. */
  checks: Record<string, string>;
}

/** How long a part may take to answer before it counts as failing (a database that hangs). */
export const CHECK_TIMEOUT_MS = 2000;

export class Readiness {
  private stopping: string | undefined;

  constructor(private readonly parts: Record<string, ReadinessCheck>) {}

  /** From now on the instance is not ready, for the reason given (it is stopping). */
  stop(reason: string): void {
    this.stopping = reason;
  }

  async report(): Promise<ReadinessReport> {
    const entries = await Promise.all(Object.entries(this.parts).map(async ([name, check]) => [name, (await withTimeout(check, name)) ?? 'ok'] as const));
    const checks: Record<string, string> = Object.fromEntries(entries);
    if (this.stopping) checks.shutdown = this.stopping;
    return { ready: Object.values(checks).every((state) => state === 'ok'), checks };
  }
}

async function withTimeout(check: ReadinessCheck, name: string): Promise<string | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<string>((resolve) => {
    timer = setTimeout(() => resolve(`the ${name} did not answer within ${CHECK_TIMEOUT_MS / 1000} s`), CHECK_TIMEOUT_MS);
  });
  try {
    return await Promise.race([check().catch((error: unknown) => (error instanceof Error ? error.message : String(error))), late]);
  } finally {
    clearTimeout(timer);
  }
}

/** The server's parts: the database answers, the files served loaded whole, the render's bundle is there. */
export function serverReadiness(parts: { db: Db; project: LiveProject; renderBundle: ReadinessCheck }): Readiness {
  const { db, project } = parts;
  return new Readiness({
    database: async () => {
      try {
        await db.query('SELECT 1');
        return undefined;
      } catch (error) {
        return `the database (${db.describe}) does not answer: ${error instanceof Error ? error.message : String(error)}`;
      }
    },
    // The load served: a reload with problems keeps the last good one (ready), a start with a broken file does not.
    files: async () =>
      project.current.problems.length === 0
        ? undefined
        : `files with problems are not served: ${project.problemText(project.current.problems).replaceAll('\n', '; ')}`,
    render: parts.renderBundle,
  });
}
