// Home's lanes as a player receives them: in their language, from what the merchant wrote.
import type { GameLane, MerchantFile } from '../../src/config/types.generated.ts';
import { lanesIn } from '../../src/rules/localizedLanes.ts';
import { shownContent } from '../content/windows.ts';

/**
 * The merchant's lanes in `language` (the Language header), else its default language: those shown at
 * `at` (content/windows.ts; every one, in the preview's way, when undefined).
 */
export const servedLanes = (merchant: MerchantFile, language: string | undefined, at?: number): GameLane[] =>
  lanesIn(shownContent(merchant, merchant.content.lanes, at), merchant.content.categories, language ?? '', merchant.languages.default);
