// Home's lanes as a player receives them: in their language, from what the merchant wrote.
import type { GameLane, MerchantFile } from '../../src/config/types.generated.ts';
import { lanesIn } from '../../src/rules/localizedLanes.ts';

/** The merchant's lanes in `language` (the Language header), else its default language. */
export const servedLanes = (merchant: MerchantFile, language: string | undefined): GameLane[] =>
  lanesIn(merchant.content.lanes, merchant.content.categories, language ?? '', merchant.languages.default);
