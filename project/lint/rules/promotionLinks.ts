// Everything that leads to a promotion must find one: a banner of link type P names a promotion's id, a
// link to /m/activity?id=N (a banner's, or one in an announcement's or promotion's text) names an id
// too, and an activity button or announcement of a promotion type needs a promotion of that type on offer.
import type { LocalizedText } from '../../../src/config/types.generated.ts';
import { distance } from 'fastest-levenshtein';
import { joinPointer } from '../../problems.ts';
import type { Finding, LintRule } from '../rule.ts';

/** A promotion id one keystroke away (ids are short numbers: a looser match would suggest any id). */
const nearId = (id: string, ids: string[]) => (id.length >= 3 ? ids.find((other) => distance(id, other) === 1) : undefined);

const ACTIVITY_LINK = /\/m\/activity\?(?:[^"'#\s<>]*&)?id=(\d+)/g;

/** Each text of a localized text with its pointer (a plain string, or one per language). */
function textsOf(text: LocalizedText | undefined, pointer: string): [string, string][] {
  if (text === undefined) return [];
  if (typeof text === 'string') return [[text, pointer]];
  return Object.entries(text).map(([language, value]) => [String(value), joinPointer(pointer, language)]);
}

export const promotionLinks: LintRule = {
  id: 'promotion-link',
  severity: 'error',
  summary: 'a banner, link, activity button or announcement leads to a promotion the merchant does not have (or has switched off)',
  check(fleet) {
    return fleet.merchants.flatMap(({ file, data, pages }) => {
      const findings: Finding[] = [];
      const promotions = data.content.promotions;
      const ids = promotions.map((p) => String(p.id));
      const toId = (id: string, pointer: string, what: string) => {
        const promotion = promotions.find((p) => String(p.id) === id);
        if (!promotion)
          findings.push({ file, pointer, message: `${what} leads to promotion ${id}, which this merchant does not have`, suggestion: nearId(id, ids) });
        else if (!promotion.enabled)
          findings.push({ file, pointer, severity: 'warning', message: `${what} leads to promotion ${id}, which is switched off: players find it closed` });
      };
      const linksIn = (text: string, pointer: string, what: string) => {
        if (!text.includes('/m/activity')) return;
        for (const [, id] of text.matchAll(ACTIVITY_LINK)) toId(id, pointer, what);
      };
      (data.content.banners ?? []).forEach((banner, i) => {
        const pointer = joinPointer('/content/banners', i, 'linkage');
        if (banner.linkageType === 'P' && banner.linkage !== undefined) toId(banner.linkage, pointer, 'the banner');
        if (banner.linkageType === 'URL' && banner.linkage) linksIn(banner.linkage, pointer, 'the banner');
      });
      (data.content.announcements ?? []).forEach((a, i) => {
        for (const [text, pointer] of textsOf(a.content, joinPointer('/content/announcements', i, 'content')))
          linksIn(text, pointer, 'a link of the announcement');
      });
      promotions.forEach((p, i) => {
        for (const [text, pointer] of textsOf(p.rules, joinPointer('/content/promotions', i, 'rules'))) linksIn(text, pointer, 'a link of the rules');
      });
      const onOffer = new Set(promotions.filter((p) => p.enabled).map((p) => p.promotionType));
      for (const page of pages) {
        for (const part of page.parts) {
          const type = part.props.promotionType;
          if (!part.shown || part.type !== 'activity-button' || typeof type !== 'string' || onOffer.has(type as never)) continue;
          findings.push({
            file,
            pointer: joinPointer('/pages', page.name, 'template'),
            severity: 'warning',
            message: `the activity button "${part.id}" of template "${page.template.name}" is for ${type} promotions, and this merchant has none on offer: the button never shows`,
          });
        }
      }
      (data.content.announcements ?? []).forEach((a, i) => {
        if (a.promotionType && !onOffer.has(a.promotionType)) {
          findings.push({
            file,
            pointer: joinPointer('/content/announcements', i, 'promotionType'),
            severity: 'warning',
            message: `the announcement's "go to activity" is for ${a.promotionType} promotions, and this merchant has none on offer`,
          });
        }
      });
      return findings;
    });
  },
};
