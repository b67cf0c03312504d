// The mini-game scripts: /mini-game/<version>/minigame.js, the one engine (minigame.js beside this file)
// installed for that version.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { StaticHandler } from '../static.ts';

import { MINI_GAME_VERSIONS } from '../../src/rules/miniGame.ts';

export { MINI_GAME_VERSIONS };

const engine = path.join(path.dirname(fileURLToPath(import.meta.url)), 'minigame.js');

/** The script of a version: the engine in a scope of its own, installed as window.WLMiniGame. */
export function miniGameScript(version: string): string {
  return `(function () {\n${readFileSync(engine, 'utf8')}\ninstallWLMiniGame(${JSON.stringify(version)});\n})();\n`;
}

export function miniGameScripts(): StaticHandler {
  const scripts = new Map(MINI_GAME_VERSIONS.map((version) => [`/mini-game/${version}/minigame.js`, Buffer.from(miniGameScript(version))]));
  return async (req, res, pathname) => {
    const body = scripts.get(pathname);
    if (!body || (req.method !== 'GET' && req.method !== 'HEAD')) return false;
    res.writeHead(200, {
      'Content-Type': 'text/javascript; charset=utf-8',
      'Content-Length': body.length,
      'Cache-Control': 'public, max-age=300',
      'X-Content-Type-Options': 'nosniff',
    });
    res.end(req.method === 'HEAD' ? undefined : body);
    return true;
  };
}
