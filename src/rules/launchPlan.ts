// What the launch page makes of its query (spec sections 1, 5, 7 and 9): the call it makes, a vendor game,
// the Vietnam lottery, its South-east-Asia variant or a free demo, and whether this shell may play at all.
import type { GameLaunchQuery, LanguageCode, TrialLaunchQuery } from '../config/types.generated.ts';
import type { Shell } from '../platform/shell.ts';
import { contentLinkTarget } from './contentLink.ts';
import { lotteryKind } from './gameCategories.ts';
import type { LottoView } from './gameLaunch.ts';
import { launchLanguage } from './launchLanguage.ts';

/** What the launch page's query asks for. */
export interface LaunchQuery {
  code?: string;
  vendor?: string;
  playType?: string;
  nodeId?: string;
  roomId?: string;
  prizeMode?: string;
  lottoView?: LottoView;
  title?: string;
  trial: boolean;
  /** The platform of a demo (default html5). */
  platform?: string;
  hasLobby?: boolean;
  /** backUrl when it is a path of this app; any other value is ignored. */
  backPath?: string;
}

/** An in-app path to return to, or undefined for anything else (another site, a script URL, garbage). */
export function inAppPath(value: string | null | undefined): string | undefined {
  const target = contentLinkTarget(value);
  return target.kind === 'route' ? target.to : undefined;
}

export function readLaunchQuery(search: string | URLSearchParams): LaunchQuery {
  const query = typeof search === 'string' ? new URLSearchParams(search) : search;
  const text = (key: string) => query.get(key)?.trim() || undefined;
  const view = text('lottoView');
  const lobby = text('hasLobby');
  return {
    code: text('code'),
    vendor: text('vendor'),
    playType: text('playType'),
    nodeId: text('nodeId'),
    roomId: text('roomId'),
    prizeMode: text('prize_mode'),
    lottoView: view === 'betting' || view === 'lobby' ? view : undefined,
    title: text('title'),
    trial: query.get('trial') === '1' || query.get('trial') === 'true',
    platform: text('platform'),
    hasLobby: lobby === undefined ? undefined : lobby === 'true' || lobby === '1',
    backPath: inAppPath(query.get('backUrl')),
  };
}

/** What the launch call is told beyond the game itself. */
export interface LaunchContext {
  /** The language shown (rules/launchLanguage decides what a launch is told). */
  language?: LanguageCode;
  /** Whether the player chose that language; a lottery otherwise launches in Vietnamese (spec section 1). */
  languageChosen: boolean;
  /** The member's VIP label, for the lottery's header. */
  labelName?: string;
  /** The site's name: a lottery's title when the game has none. */
  siteTitle: string;
  /** The absolute address the game's own back button returns to. */
  backUrl: string;
}

export const DEFAULT_PLATFORM = 'html5';
export const LAUNCH_DEVICE = 'MOBILE';
export const SEA_LOTTO_MODE = 'SEA_Tradition_Mobile';

export type LaunchPlan =
  | { kind: 'launch'; params: GameLaunchQuery }
  | { kind: 'trial'; params: TrialLaunchQuery }
  /** The query names no game to start. */
  | { kind: 'invalid' };

/** The parameters that have a value: an empty one is left out rather than sent. */
const defined = <T extends object>(entries: T): T => Object.fromEntries(Object.entries(entries).filter(([, value]) => Boolean(value))) as T;

/** The call a launch query makes and its parameters (spec section 7). */
export function launchPlan(query: LaunchQuery, context: LaunchContext): LaunchPlan {
  const kind = lotteryKind(query.playType);
  if (query.trial) {
    if (!query.code) return { kind: 'invalid' };
    return { kind: 'trial', params: defined({ gameId: query.code, nodeId: query.nodeId, platform: query.platform ?? DEFAULT_PLATFORM }) };
  }
  if (kind === 'vietnam' || kind === 'sea') {
    const view = query.lottoView ?? (query.code ? 'betting' : 'lobby');
    if (view === 'betting' && !query.code) return { kind: 'invalid' };
    return {
      kind: 'launch',
      params: defined({
        ...(kind === 'vietnam' ? { lottoArea: 'VN' } : { lottoMode: SEA_LOTTO_MODE }),
        launchMode: 'LOTT',
        lottoPrizeMode: query.prizeMode,
        lottoGameCode: query.code,
        lottoView: view,
        device: LAUNCH_DEVICE,
        backUrl: context.backUrl,
        hasLobby: query.hasLobby === false ? 'false' : 'true',
        language: launchLanguage('lottery', context.language, context.languageChosen),
        title: query.title ?? context.siteTitle,
        labelName: context.labelName,
      }),
    };
  }
  if (!query.code) return { kind: 'invalid' };
  return {
    kind: 'launch',
    params: defined({
      gameCode: query.code,
      vendor: query.vendor,
      nodeId: query.nodeId,
      roomId: query.roomId,
      playType: query.playType,
      device: LAUNCH_DEVICE,
      backUrl: context.backUrl,
      language: launchLanguage('vendor', context.language, context.languageChosen),
    }),
  };
}

/**
 * With the start-game-in-app setting on, a game plays only in the native app or an installed
 * home-screen app; a browser tab is asked to install instead (spec section 5).
 */
export function needsAppToPlay(startGameInApp: boolean, shell: Shell): boolean {
  return startGameInApp && shell === 'browser';
}
