// Content a page needs and content no page shows: home's game lanes both ways, and the customer-service
// contact every contact-us button opens (the first marked footer; a second one marked so is never opened).
import { joinPointer } from '../../problems.ts';
import type { Finding, LintRule } from '../rule.ts';

export const laneBlocks: LintRule = {
  id: 'lane-block',
  severity: 'warning',
  summary: 'a game-lanes block shows a merchant without lanes, or a merchant has lanes no page shows',
  check(fleet) {
    return fleet.merchants.flatMap(({ file, data, pages }): Finding[] => {
      const lanes = data.content.lanes.length;
      const shown = pages.flatMap((page) => page.parts.filter((p) => p.shown && p.type === 'game-lanes').map((part) => ({ page, part })));
      if (lanes === 0) {
        return shown.map(({ page, part }) => ({
          file,
          pointer: '/content/lanes',
          message: `block "${part.id}" of template "${page.template.name}" shows the merchant's game lanes, and it has none: the block stays empty`,
        }));
      }
      if (shown.length === 0 && pages.length > 0) {
        return [
          {
            file,
            pointer: '/content/lanes',
            message: `no page of this merchant shows game lanes (a game-lanes block): no player sees these ${lanes} lane${lanes === 1 ? '' : 's'}`,
          },
        ];
      }
      return [];
    });
  },
};

export const contactEntries: LintRule = {
  id: 'contact-entry',
  severity: 'warning',
  summary: 'more than one customer-service contact is marked footer: contact-us buttons open the first only',
  check(fleet) {
    return fleet.merchants.flatMap(({ file, data }) => {
      const footer = data.customerService.map((entry, index) => ({ entry, index })).filter(({ entry }) => entry.csPosition === 'footer');
      return footer.slice(1).map(
        ({ entry, index }): Finding => ({
          file,
          pointer: joinPointer('/customerService', index, 'csPosition'),
          message: `"${entry.title}" is marked footer after "${footer[0].entry.title}": contact-us buttons open the first one only, so this one never opens from them`,
        }),
      );
    });
  },
};
