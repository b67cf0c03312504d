// The local captcha (no login needed): Geetest's register call, the puzzle the local script shows,
// its answer, and the script itself. Proofs are spent by requireCaptcha (server/captcha/check.ts).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CaptchaConfig } from '../../src/config/types.generated.ts';
import { expired } from '../captcha/challenges.ts';
import { RawBody } from '../http/router.ts';
import type { ApiRouter } from './context.ts';
import type { ApiDeps } from './deps.ts';

export const GT_SCRIPT_PATH = '/wps/captcha/static/gt.js';

// A path, not a URL object: under a jsdom test environment the global URL is not Node's.
const scriptFile = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'captcha', 'gt.js');
let scriptBytes: Buffer | undefined;

export function captchaRoutes(router: ApiRouter, { challenges }: ApiDeps): void {
  router
    // `t` only defeats caches, as with Geetest's own register call.
    .get('/wps/captcha/geetest', { needs: 'merchant', answer: 'answers/captcha-config.schema.json' }, async ({ merchant }): Promise<CaptchaConfig> => {
      const { challenge } = await challenges.issue(merchant.merchantCode);
      return { gt: merchant.gw.GEETEST_ID, challenge, newCaptcha: true, success: 1, version: merchant.gw.GEETEST_VERSION ?? 'v3' };
    })
    // The script asks without a Merchant header, so these two go by the challenge alone; consuming
    // the proof checks the merchant.
    .get('/wps/captcha/puzzle', { query: 'requests/captcha-puzzle-query.schema.json' }, async ({ query }) => ({
      code: await challenges.puzzleCode(query.challenge),
    }))
    .post('/wps/captcha/verify', { body: 'requests/captcha-answer.schema.json' }, async ({ body }) => {
      if (typeof body.challenge !== 'string') throw expired();
      return { validate: await challenges.check(body.challenge, body.answer) };
    });
  // The one /wps answer that is not JSON: the page's captcha script.
  router.get(GT_SCRIPT_PATH, () => new RawBody((scriptBytes ??= readFileSync(scriptFile)), 'application/javascript; charset=utf-8', 'no-cache'));
}
