// The member's VIP label and progress (spec section 3): the label exists only when clubLabel has a
// labelName; progress is completed over expected conditions, or 1 without a label.
import type { ClubLabel as Rank } from '../api/types.ts';

/** What these rules read of a member's rank (any part may be missing from an older answer). */
type ClubLabel = Partial<Pick<Rank, 'labelName' | 'rankLevel'>> & { type?: string };

export interface RankProgress {
  completedConditions: number;
  totalExpectedConditions: number;
}

/** The label's name to show, or nothing when the member holds no label. */
export function vipLabel(clubLabel: ClubLabel | null | undefined): string | undefined {
  const name = clubLabel?.labelName?.trim();
  return name ? name : undefined;
}

/**
 * Progress towards the next rank, from 0 to 1: 1 without a label, and 1 when nothing more is expected
 * (the top rank); a count out of range is held within it.
 */
export function vipProgress(clubLabel: ClubLabel | null | undefined, progress: RankProgress | null | undefined): number {
  if (!vipLabel(clubLabel)) return 1;
  const expected = progress?.totalExpectedConditions ?? 0;
  if (!(expected > 0)) return 1;
  const ratio = (progress?.completedConditions ?? 0) / expected;
  return Number.isFinite(ratio) ? Math.min(1, Math.max(0, ratio)) : 0;
}

/** VIP benefits are shown to members whose label is reached automatically (type AUTO). */
export const showsVipBenefits = (clubLabel: ClubLabel | null | undefined): boolean => clubLabel?.type === 'AUTO';
