// The local captcha (no login needed): Geetest's register call, the puzzle the local script shows,
// its answer, and the script itself. Proofs are spent by requireCaptcha (server/captcha/check.ts).
import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expired } from '../captcha/challenges.ts';
import type { Router } from '../http/router.ts';
import type { ApiDeps } from './deps.ts';

export const GT_SCRIPT_PATH = '/wps/captcha/static/gt.js';

// A path, not a URL object: under a jsdom test environment the global URL is not Node's.
const scriptFile = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'captcha', 'gt.js');
let script: Buffer | undefined;

export function captchaRoutes(router: Router, { project, challenges }: ApiDeps): void {
  router
    // `t` only defeats caches, as with Geetest's own register call.
    .get('/wps/captcha/geetest', async ({ req }) => {
      const merchant = project.merchantFor(req);
      const { challenge } = await challenges.issue(merchant.merchantCode);
      return { gt: merchant.gw.GEETEST_ID, challenge, newCaptcha: true, success: 1, version: merchant.gw.GEETEST_VERSION ?? 'v3' };
    })
    // The script asks without a Merchant header, so these two go by the challenge alone; consuming
    // the proof checks the merchant.
    .get('/wps/captcha/puzzle', async ({ url }) => {
      const challenge = url.searchParams.get('challenge');
      if (!challenge) throw expired();
      return { code: await challenges.puzzleCode(challenge) };
    })
    .post('/wps/captcha/verify', async ({ body }) => {
      if (typeof body.challenge !== 'string') throw expired();
      return { validate: await challenges.check(body.challenge, body.answer) };
    });
  serveScriptBeforeRouting(router);
}

/**
 * The router answers JSON only, and the script is the one /wps answer that is not: it is picked out
 * before the router looks, so server/index.ts still registers the captcha with one line.
 */
function serveScriptBeforeRouting(router: Router): void {
  const route = router.handle.bind(router);
  router.handle = async (req, res, url) => {
    if (url.pathname === GT_SCRIPT_PATH && (req.method === 'GET' || req.method === 'HEAD')) return sendScript(req, res);
    return route(req, res, url);
  };
}

function sendScript(req: IncomingMessage, res: ServerResponse): void {
  // Read once: the file ships with the server and only changes with it.
  script ??= readFileSync(scriptFile);
  res.writeHead(200, {
    'Content-Type': 'application/javascript; charset=utf-8',
    // Revalidated on every load, so a page never runs a script older than the API it talks to.
    'Cache-Control': 'no-cache',
    'Content-Length': script.length,
  });
  res.end(req.method === 'HEAD' ? undefined : script);
}
