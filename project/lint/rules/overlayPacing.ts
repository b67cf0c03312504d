// A template's popup limits and priorities: caps of 0 with popups declared means none ever shows, and two
// popups of one priority show in whichever order they happen to be ready (OverlayStore picks the one asked
// for first), so a player sees one or the other by chance.
import { DEFAULT_OVERLAY_CAPS, overlayCaps } from '../../../src/rules/overlayPacing.ts';
import { joinPointer } from '../../problems.ts';
import type { Finding, LintRule } from '../rule.ts';

export const overlayPacing: LintRule = {
  id: 'overlay-pacing',
  severity: 'error',
  summary: "a template's popup caps let no popup show, or two of its popups share a priority",
  check(fleet) {
    return fleet.templates.flatMap(({ file, data }) => {
      const overlays = Object.entries(data.overlays ?? {});
      if (overlays.length === 0) return [];
      const findings: Finding[] = [];
      const caps = overlayCaps(data.overlayCaps);
      for (const key of ['perPageView', 'perSession'] as const) {
        if (caps[key] === 0) {
          findings.push({
            file,
            pointer: joinPointer('/overlayCaps', key),
            message: `is 0, so none of the template's ${overlays.length} popups ever shows: remove the popups, or allow at least 1 (default ${DEFAULT_OVERLAY_CAPS[key]})`,
          });
        }
      }
      const byPriority = new Map<number, string>();
      for (const [id, overlay] of overlays) {
        const priority = overlay.priority ?? 50;
        const first = byPriority.get(priority);
        if (first === undefined) {
          byPriority.set(priority, id);
          continue;
        }
        const pointer = overlay.priority === undefined ? joinPointer('/overlays', id) : joinPointer('/overlays', id, 'priority');
        findings.push({
          file,
          pointer,
          severity: 'warning',
          message: `"${id}" has the priority of "${first}" (${priority}): which of them shows first is left to chance; give each popup its own priority`,
        });
      }
      return findings;
    });
  },
};
