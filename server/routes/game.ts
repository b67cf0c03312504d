// Game launches (spec section 7): a member's launch of a vendor game or of the lottery (Vietnam or
// South-east-Asia), and a free demo for anyone. Each checks its parameters as the operator's API would,
// starts only a game the merchant offers, and answers with the address of the demo game this server
// serves, so the whole flow runs offline.
import type { LaunchAnswer, MerchantFile } from '../../src/config/types.generated.ts';
import { isLanguage } from '../../src/i18n/languages.ts';
import { findGame, lotteryArea, type OfferedGame } from '../games/catalogue.ts';
import { demoGameUrl } from '../games/demoGame.ts';
import { badRequest, notFound } from '../http/errors.ts';
import { requestOrigin } from '../http/request.ts';
import type { ApiRouter } from './context.ts';
import type { ApiDeps } from './deps.ts';

const SEA_LOTTO_MODE = 'SEA_Tradition_Mobile';
/** The only platform the demos are built for. */
const TRIAL_PLATFORM = 'html5';

const invalid = (message: string) => badRequest(message, 'launch.param.invalid');

/** A parameter as given, or undefined when left empty. */
const given = (value: string | undefined) => value?.trim() || undefined;

function required(value: string | undefined, key: string): string {
  const found = given(value);
  if (!found) throw invalid(`${key} is required`);
  return found;
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

export function gameRoutes(router: ApiRouter, _deps: ApiDeps): void {
  router
    // The query's schema has refused what the operator's API refuses in one parameter (a device, a
    // language, a view or a prize mode it does not know) as launch.param.invalid; what is left is how
    // the parameters go together.
    .get(
      '/wps/game/launchGame',
      { needs: 'member', query: 'requests/game-launch-query.schema.json', answer: 'answers/launch-answer.schema.json' },
      async (ctx): Promise<LaunchAnswer> => {
        const { merchant, member, query } = ctx;
        checkBackUrl(required(query.backUrl, 'backUrl'));
        const language = query.language ?? merchant.languages.default;
        const origin = requestOrigin(ctx.req, 'localhost');
        if (query.launchMode === 'LOTT') {
          const { lottoArea: area, lottoMode: mode, lottoView: view } = query;
          if (!((area === 'VN' && !mode) || (mode === SEA_LOTTO_MODE && !area))) {
            throw invalid(`A lottery launch names either lottoArea VN or lottoMode ${SEA_LOTTO_MODE}`);
          }
          if (!view) throw invalid('lottoView is required');
          const kind = area === 'VN' ? 'vietnam' : 'sea';
          const code = view === 'betting' ? required(query.lottoGameCode, 'lottoGameCode') : given(query.lottoGameCode);
          const game = code ? offered(merchant, code, language) : undefined;
          if (game && lotteryArea(game.category) !== kind) throw invalid(`${game.code} is not a game of this lottery`);
          return {
            gameUrl: demoGameUrl(origin, {
              code: game?.code ?? 'lobby',
              name: game?.name ?? given(query.title) ?? 'Lottery lobby',
              vendor: game?.vendor || 'LOTT',
              mode: 'real',
              kind: kind === 'vietnam' ? 'Vietnam lottery' : 'South-east-Asia lottery',
              view,
              language,
              player: member.username,
            }),
          };
        }
        const game = offered(merchant, required(query.gameCode, 'gameCode'), language);
        const vendor = required(query.vendor, 'vendor');
        if (vendor.toUpperCase() !== game.vendor.toUpperCase()) throw invalid(`${game.code} is not a game of vendor ${vendor}`);
        return {
          gameUrl: demoGameUrl(origin, {
            code: game.code,
            name: game.name,
            vendor: game.vendor,
            mode: 'real',
            kind: game.category ?? 'game',
            language,
            player: member.username,
          }),
        };
      },
    )
    .get(
      '/wps/relay/GCS_gameTrialLaunch',
      { needs: 'merchant', query: 'requests/trial-launch-query.schema.json', answer: 'answers/launch-answer.schema.json' },
      (ctx): LaunchAnswer => {
        const { merchant, query } = ctx;
        if ((given(query.platform) ?? TRIAL_PLATFORM) !== TRIAL_PLATFORM) throw invalid(`platform must be ${TRIAL_PLATFORM}`);
        const asked = ctx.language?.toUpperCase();
        const language = isLanguage(asked) ? asked : merchant.languages.default;
        const game = offered(merchant, required(query.gameId, 'gameId'), language);
        const nodeId = given(query.nodeId);
        if (nodeId && game.nodeId && nodeId !== game.nodeId) throw invalid(`${game.code} is not on node ${nodeId}`);
        if (!game.trial) throw badRequest(`${game.code} has no free demo`, 'trial.unavailable');
        return {
          gameUrl: demoGameUrl(requestOrigin(ctx.req, 'localhost'), {
            code: game.code,
            name: game.name,
            vendor: game.vendor,
            mode: 'trial',
            kind: game.category ?? 'game',
            language,
          }),
        };
      },
    );
}
