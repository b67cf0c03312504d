// Where launching a game leads (spec section 2): the launch page with the game in its query, or the
// login page for a visitor who picks a lottery. Lane cards and banners use it; what the launch page then
// does with the query is in launchPlan.ts, which loads only with that page.
import { lotteryKind } from './gameCategories.ts';
import { PATHS } from './paths.ts';

export type LottoView = 'betting' | 'lobby';

/** A game as a card or a banner names it. */
export interface GameRef {
  /** The game's code (a card's gameId, a banner's roomId); a lottery without one opens its lobby. */
  code?: string;
  vendor?: string;
  /** Its category: RNG, LIVE, LOTT, VIETNAM_LOTTO, SEA_LOTT, … */
  gameType?: string;
  nodeId?: string;
  roomId?: string;
  prizeMode?: string;
  lottoView?: LottoView;
  /** The game's name, shown while it starts and handed to the lottery as its title. */
  title?: string;
  /** The free demo rather than the real game. */
  trial?: boolean;
  /** The in-app path the game's back button returns to (home when left out). */
  backUrl?: string;
}

/**
 * Where launching a game leads: a visitor who picks a lottery is sent to log in (spec section 2);
 * everyone else goes to the launch page with the game in its query.
 */
export function launchHref(game: GameRef, loggedIn: boolean): string {
  if (!loggedIn && lotteryKind(game.gameType)) return PATHS.login;
  const query = new URLSearchParams();
  const put = (key: string, value: string | undefined) => {
    if (value) query.set(key, value);
  };
  put('code', game.code);
  put('vendor', game.vendor);
  put('playType', game.gameType);
  put('nodeId', game.nodeId);
  put('roomId', game.roomId);
  put('prize_mode', game.prizeMode);
  put('lottoView', game.lottoView);
  put('title', game.title);
  if (game.trial) query.set('trial', '1');
  put('backUrl', game.backUrl);
  const text = query.toString();
  return text ? `${PATHS.launchGame}?${text}` : PATHS.launchGame;
}
