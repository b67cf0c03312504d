// The mission leaderboard as a player receives it: ranked, names masked, the member's own row marked.
import type { LeaderBoard, LeaderBoardAnswer, LeaderBoardRow } from '../../src/config/types.generated.ts';
import type { DepositStats } from './stats.ts';

export const DEFAULT_BOARD_SIZE = 20;

/** A ranked row: ties share a rank, and the next rank counts them (1, 2, 2, 4). */
export type RankedEntry = LeaderBoardRow & { rank: number };

/**
 * Another player's name as the board shows it: the first two characters and the last one, with three
 * stars between whatever the length, so neither the name nor its length can be read back.
 */
export function maskUserName(name: string): string {
  const chars = [...name];
  if (chars.length <= 3) return `${chars[0] ?? ''}***`;
  return `${chars.slice(0, 2).join('')}***${chars.at(-1)}`;
}

/** Entries by score, highest first, with competition ranks; equal scores keep their order. */
export function rankEntries(entries: readonly { userName: string; score: number; self?: boolean }[]): RankedEntry[] {
  const sorted = entries.map((entry, order) => ({ entry, order })).sort((a, b) => b.entry.score - a.entry.score || a.order - b.order);
  const ranked: RankedEntry[] = [];
  sorted.forEach(({ entry }, index) => {
    const previous = ranked[index - 1];
    const rank = previous && previous.score === entry.score ? previous.rank : index + 1;
    ranked.push({ rank, userName: entry.userName, score: entry.score, self: Boolean(entry.self) });
  });
  return ranked;
}

/** The start and end of the current period, in UTC: weeks begin on Monday. */
export function periodBounds(period: LeaderBoard['period'], now: Date): { startsAt: Date | null; endsAt: Date | null } {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  if (period === 'all') return { startsAt: null, endsAt: null };
  if (period === 'month') return { startsAt: new Date(Date.UTC(year, month, 1)), endsAt: new Date(Date.UTC(year, month + 1, 1)) };
  const sinceMonday = (now.getUTCDay() + 6) % 7;
  const startsAt = new Date(Date.UTC(year, month, now.getUTCDate() - sinceMonday));
  return { startsAt, endsAt: new Date(startsAt.getTime() + 7 * 86_400_000) };
}

export const memberScore = (board: LeaderBoard, stats: DepositStats): number => (board.metric === 'depositCount' ? stats.depositCount : stats.depositTotal);

/**
 * The top `size` of the merchant's players and the member (when one asks), names masked except the
 * member's own. A listed player with the member's name is the member: their live score replaces it.
 */
export function serveBoard(board: LeaderBoard, member: { userName: string; score: number } | undefined): Pick<LeaderBoardAnswer, 'entries' | 'own'> {
  const others = board.entries.filter((entry) => entry.userName !== member?.userName);
  const ranked = rankEntries(member && member.score > 0 ? [...others, { ...member, self: true }] : others);
  const shown = (entry: RankedEntry): RankedEntry => (entry.self ? entry : { ...entry, userName: maskUserName(entry.userName) });
  const size = board.size ?? DEFAULT_BOARD_SIZE;
  const own = member ? (ranked.find((entry) => entry.self) ?? { rank: null, userName: member.userName, score: 0, self: true }) : null;
  return { entries: ranked.slice(0, size).map(shown), own };
}
