// Every cross-document rule `wl validate` applies after each file's own checks, as the block registry
// lists the blocks. Adding a rule: a module in rules/ with its table test, and one line here.
// (Checks that decide whether a merchant can be served at all stay with loading, in project/project.ts
// and checkMerchant.ts: a domain two merchants claim, a template a page names, lanes in every language.)
import { assetPaths, unusedAssets } from './rules/assetPaths.ts';
import { bannerGroups } from './rules/bannerGroups.ts';
import { contentWindows } from './rules/contentWindows.ts';
import { fallbackTexts } from './rules/fallbackTexts.ts';
import { flagNeeds } from './rules/flagNeeds.ts';
import { contactEntries, laneBlocks } from './rules/lanesAndContacts.ts';
import { missingTranslations } from './rules/missingTranslations.ts';
import { overlayPacing } from './rules/overlayPacing.ts';
import { promotionLinks } from './rules/promotionLinks.ts';
import { svgScripts } from './rules/svgScripts.ts';
import type { LintRule } from './rule.ts';

export const LINT_RULES: readonly LintRule[] = [
  assetPaths,
  unusedAssets,
  bannerGroups,
  promotionLinks,
  laneBlocks,
  contactEntries,
  flagNeeds,
  missingTranslations,
  fallbackTexts,
  overlayPacing,
  svgScripts,
  contentWindows,
];
