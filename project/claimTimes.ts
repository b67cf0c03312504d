// When a merchant file came to name a domain: the commit that last added it by git history; a claim git
// does not hold yet (an uncommitted edit, an untracked file) is newer than every commit, and such claims,
// or any in a project outside git, go by the file's modification time. A file not yet written is newest.
import { spawnSync } from 'node:child_process';
import { statSync } from 'node:fs';
import path from 'node:path';

import type { ClaimTime } from './domainClaims.ts';

export function domainClaimTime(file: string, domain: string): ClaimTime {
  let modified: number;
  try {
    modified = statSync(file).mtimeMs;
  } catch {
    return { pending: true, at: Number.POSITIVE_INFINITY };
  }
  const git = (...args: string[]) => spawnSync('git', args, { cwd: path.dirname(file), encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  if (git('rev-parse', '--verify', '-q', 'HEAD').status !== 0) return { pending: false, at: modified };
  const name = `./${path.basename(file)}`;
  const needle = JSON.stringify(domain);
  const committed = git('show', `HEAD:${name}`);
  if (committed.status !== 0 || !committed.stdout.includes(needle)) return { pending: true, at: modified };
  // The last commit that changed how often the file names the domain: the one that added it.
  const log = git('log', '-1', '--format=%ct', '-S', needle, 'HEAD', '--', name);
  const seconds = Number(log.stdout.trim());
  return log.status === 0 && seconds > 0 ? { pending: false, at: seconds * 1000 } : { pending: false, at: modified };
}
