// `npm start` from an installed checkout (no build yet) until /m/home answers.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { root, type Figure } from './shared.ts';

export async function measureStart(port = 5299): Promise<Figure[]> {
  // As on a fresh clone: no build and no generated validators or messages.
  for (const dir of ['dist', 'src/config/validators', 'src/i18n/compiled']) rmSync(path.join(root, dir), { recursive: true, force: true });
  const started = performance.now();
  const child = spawn('npm', ['start'], { cwd: root, env: { ...process.env, PORT: String(port) }, stdio: 'ignore', detached: true });
  try {
    for (;;) {
      if (performance.now() - started > 120_000) throw new Error('npm start did not answer within 120 s');
      try {
        const res = await fetch(`http://localhost:${port}/m/home`);
        if (res.ok) break;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    const ms = Math.round(performance.now() - started);
    return [{ name: 'npm start to /m/home answering (no build yet)', value: ms, unit: 'ms', budget: '< 10000', ok: ms < 10_000 }];
  } finally {
    if (child.pid) process.kill(-child.pid, 'SIGTERM');
    await new Promise((r) => setTimeout(r, 500));
  }
}
