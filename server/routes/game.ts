// Game launches (spec section 7): a member's launch of a vendor game or of the lottery (Vietnam or
// South-east-Asia), and a free demo for anyone. Each checks its parameters as the operator's API would,
// starts only a game the merchant offers, and answers with the address of the demo game this server
// serves, so the whole flow runs offline.
import type { LaunchAnswer, MerchantFile } from '../../src/config/types.generated.ts';
import { isLanguage, LANGUAGES } from '../../src/i18n/languages.ts';
import { findGame, lotteryArea, type OfferedGame } from '../games/catalogue.ts';
import { demoGameUrl } from '../games/demoGame.ts';
import { badRequest, notFound } from '../http/errors.ts';
import { requestOrigin } from '../http/request.ts';
import type { RequestContext } from '../http/router.ts';
import type { ApiRouter } from './context.ts';
import type { ApiDeps } from './deps.ts';

const SEA_LOTTO_MODE = 'SEA_Tradition_Mobile';
const LOTTO_VIEWS = ['betting', 'lobby'];
/** The only platform the demos are built for. */
const TRIAL_PLATFORM = 'html5';

const invalid = (message: string) => badRequest(message, 'launch.param.invalid');

/** A query reader that refuses what the operator's API refuses. */
function reader(ctx: RequestContext) {
  const query = ctx.url.searchParams;
  const optional = (key: string) => query.get(key)?.trim() || undefined;
  const required = (key: string) => {
    const value = optional(key);
    if (!value) throw invalid(`${key} is required`);
    return value;
  };
  const oneOf = <T extends string>(key: string, allowed: readonly T[], fallback?: T): T => {
    const value = optional(key) ?? fallback;
    if (value === undefined || !allowed.includes(value as T)) throw invalid(`${key} must be one of ${allowed.join(', ')}`);
    return value as T;
  };
  return { optional, required, oneOf };
}

/** A game the merchant offers, named in the launch's language. */
function offered(merchant: MerchantFile, code: string, language: string): OfferedGame {
  const game = findGame(merchant, code, language);
  if (!game) throw notFound(`No game ${code} for this merchant`, 'game.not.found');
  return game;
}

function checkBackUrl(value: string): void {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw invalid('backUrl must be an absolute address');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw invalid('backUrl must be an http or https address');
}

export function gameRoutes(router: ApiRouter, deps: ApiDeps): void {
  router
    .get('/wps/game/launchGame', { needs: 'member', answer: 'content/launch-answer.schema.json' }, async (ctx): Promise<LaunchAnswer> => {
      const { merchant, member } = ctx;
      const q = reader(ctx);
      q.oneOf('device', ['MOBILE']);
      checkBackUrl(q.required('backUrl'));
      const language = q.oneOf('language', LANGUAGES, merchant.languages.default);
      const origin = requestOrigin(ctx.req, 'localhost');
      if (q.optional('launchMode') === 'LOTT') {
        const area = q.optional('lottoArea');
        const mode = q.optional('lottoMode');
        if (!((area === 'VN' && !mode) || (mode === SEA_LOTTO_MODE && !area))) {
          throw invalid(`A lottery launch names either lottoArea VN or lottoMode ${SEA_LOTTO_MODE}`);
        }
        const kind = area === 'VN' ? 'vietnam' : 'sea';
        const view = q.oneOf('lottoView', LOTTO_VIEWS);
        q.oneOf('hasLobby', ['true', 'false'], 'true');
        const prizeMode = q.optional('lottoPrizeMode');
        if (prizeMode && !/^[A-Za-z0-9_]+$/.test(prizeMode)) throw invalid('lottoPrizeMode is letters, digits and _');
        const code = view === 'betting' ? q.required('lottoGameCode') : q.optional('lottoGameCode');
        const game = code ? offered(merchant, code, language) : undefined;
        if (game && lotteryArea(game.category) !== kind) throw invalid(`${game.code} is not a game of this lottery`);
        return {
          gameUrl: demoGameUrl(origin, {
            code: game?.code ?? 'lobby', name: game?.name ?? q.optional('title') ?? 'Lottery lobby', vendor: game?.vendor || 'LOTT',
            mode: 'real', kind: kind === 'vietnam' ? 'Vietnam lottery' : 'South-east-Asia lottery', view, language, player: member.username,
          }),
        };
      }
      const game = offered(merchant, q.required('gameCode'), language);
      if (q.required('vendor').toUpperCase() !== game.vendor.toUpperCase()) throw invalid(`${game.code} is not a game of vendor ${q.optional('vendor')}`);
      return {
        gameUrl: demoGameUrl(origin, { code: game.code, name: game.name, vendor: game.vendor, mode: 'real', kind: game.category ?? 'game', language, player: member.username }),
      };
    })
    .get('/wps/relay/GCS_gameTrialLaunch', { needs: 'merchant', answer: 'content/launch-answer.schema.json' }, (ctx): LaunchAnswer => {
      const { merchant } = ctx;
      const q = reader(ctx);
      q.oneOf('platform', [TRIAL_PLATFORM], TRIAL_PLATFORM);
      const asked = ctx.language?.toUpperCase();
      const language = isLanguage(asked) ? asked : merchant.languages.default;
      const game = offered(merchant, q.required('gameId'), language);
      const nodeId = q.optional('nodeId');
      if (nodeId && game.nodeId && nodeId !== game.nodeId) throw invalid(`${game.code} is not on node ${nodeId}`);
      if (!game.trial) throw badRequest(`${game.code} has no free demo`, 'trial.unavailable');
      return {
        gameUrl: demoGameUrl(requestOrigin(ctx.req, 'localhost'), {
          code: game.code, name: game.name, vendor: game.vendor, mode: 'trial', kind: game.category ?? 'game', language,
        }),
      };
    });
}
