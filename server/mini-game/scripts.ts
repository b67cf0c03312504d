// The mini-game scripts: /mini-game/<version>/minigame.js, the one engine (minigame.js beside this file)
// installed for that version.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { StaticHandler } from '../web/static.ts';

import { MINI_GAME_VERSIONS } from '../../src/rules/miniGame.ts';

export { MINI_GAME_VERSIONS };

const here = path.dirname(fileURLToPath(import.meta.url));
const engine = path.join(here, 'minigame.js');
const texts = path.join(here, 'texts.json');

/** The script of a version: the engine and its texts in a scope of their own, installed as window.WLMiniGame. */
export function miniGameScript(version: string): string {
  const text = JSON.stringify(JSON.parse(readFileSync(texts, 'utf8')));
  return `(function () {\nvar MINI_GAME_TEXT = ${text};\n${readFileSync(engine, 'utf8')}\ninstallWLMiniGame(${JSON.stringify(version)});\n})();\n`;
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
