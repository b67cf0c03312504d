// Content shown for a time (activeFrom, activeUntil): a window that ends before it starts, or one already
// over, shows its item to no player; and a banner carousel, the game lanes, the announcements or a whole
// page whose every item is out of its window now show nothing (a banner group: the carousel or a popup). A merchant's local moments are read in its
// time zone; a template's in UTC when on their own, in each merchant's zone for what that merchant's pages show.
import type { BlockInstance, MerchantFile } from '../../../src/config/types.generated.ts';
import { type ActiveWindow, isActiveAt } from '../../../src/rules/activeWindow.ts';
import { localizedText } from '../../../src/rules/localizedText.ts';
import { joinPointer } from '../../problems.ts';
import { absoluteWindow, merchantTimeZone, momentIn } from '../../windowMoments.ts';
import type { Finding, LintRule } from '../rule.ts';

const WITH_OFFSET = /(?:Z|[+-]\d\d:\d\d)$/;

/** An item with a time window: where it is in its file, and what an operator calls it. */
interface Windowed {
  window: ActiveWindow;
  pointer: string;
  what: string;
}

/** The instant a moment names; undefined for one the schema refuses. */
function instant(text: string | undefined, timeZone: string): number | undefined {
  const ms = text === undefined ? undefined : momentIn(text, timeZone);
  return ms === undefined || Number.isNaN(ms) ? undefined : ms;
}

/** A moment as written, with the time zone it is read in when it has no offset of its own. */
const written = (text: string, timeZone: string) => (WITH_OFFSET.test(text) ? text : `${text} ${timeZone} time`);

/** A window that ends before (or as) it starts, or one over by `now`: one finding per item. */
function windowFindings(file: string, items: readonly Windowed[], timeZone: string, now: number): Finding[] {
  return items.flatMap(({ window, pointer, what }): Finding[] => {
    const from = instant(window.activeFrom, timeZone);
    const until = instant(window.activeUntil, timeZone);
    if (until === undefined) return [];
    const at = joinPointer(pointer, 'activeUntil');
    const end = written(window.activeUntil!, timeZone);
    if (from !== undefined && until <= from) {
      const start = written(window.activeFrom!, timeZone);
      return [{ file, pointer: at, message: `${what} is never shown: its window ends (${end}) ${until < from ? 'before' : 'as'} it starts (${start})` }];
    }
    if (until <= now) return [{ file, pointer: at, message: `${what} is no longer shown: its window ended at ${end}` }];
    return [];
  });
}

/** Whether an item is out of its window at `now` (a moment the schema refuses bounds nothing). */
const outOfWindow = (window: ActiveWindow, timeZone: string, now: number) => !isActiveAt(absoluteWindow(window, timeZone), now);

/** "its only banner is out of its window", "both of its banners are…", "all 3 of its banners are out of their windows". */
function everyOne(count: number, whose: string, noun: string): string {
  if (count === 1) return `${whose} only ${noun} is out of its window`;
  return `${count === 2 ? 'both' : `all ${count}`} of ${whose} ${noun}s are out of their windows`;
}

/** Every block of a template (nested ones too) and every popup, with its window. */
function templateItems(blocks: Record<string, BlockInstance>, base: string, template: string, items: Windowed[] = []): Windowed[] {
  for (const [id, block] of Object.entries(blocks)) {
    const pointer = joinPointer(base, 'blocks', id);
    items.push({ window: block, pointer, what: `block "${id}" of template "${template}"` });
    if (block.blocks) templateItems(block.blocks, pointer, template, items);
  }
  return items;
}

function merchantItems(data: MerchantFile): Windowed[] {
  const fallback = data.languages.default;
  const { banners, announcements, lanes } = data.content;
  return [
    ...banners.map((b, i) => ({ window: b, pointer: joinPointer('/content/banners', i), what: `banner ${i + 1} (${b.groupName})` })),
    ...announcements.map((a, i) => ({ window: a, pointer: joinPointer('/content/announcements', i), what: `announcement ${a.id}` })),
    ...lanes.map((l, i) => {
      const title = localizedText(l.title, fallback, fallback);
      return { window: l, pointer: joinPointer('/content/lanes', i), what: `game lane ${i + 1}${title ? ` ("${title}")` : ''}` };
    }),
  ];
}

/** The rule as checked at the moment `now` gives (milliseconds since the epoch). */
export function contentWindowsAt(now: () => number): LintRule {
  return {
    id: 'content-window',
    severity: 'warning',
    summary:
      "a banner's, announcement's, lane's, block's or popup's window ends before it starts or is over, or a merchant's carousel banners, lanes, announcements or a page's blocks are all out of their windows now",
    check(fleet) {
      const at = now();
      const merchants = fleet.merchants.flatMap(({ file, data, pages }) => {
        const zone = merchantTimeZone(data);
        const findings = windowFindings(file, merchantItems(data), zone, at);
        const empty = (items: readonly ActiveWindow[], pointer: string, message: string) => {
          if (items.length > 0 && items.every((item) => outOfWindow(item, zone, at))) findings.push({ file, pointer, message });
        };
        // A group whose every banner is out shows nothing where it is shown (the carousel, a save-image popup).
        for (const group of new Set(data.content.banners.map((b) => b.groupName))) {
          const banners = data.content.banners.filter((b) => b.groupName === group);
          empty(banners, '/content/banners', `no banner of group ${group} is shown now: ${everyOne(banners.length, 'its', 'banner')}`);
        }
        empty(data.content.lanes, '/content/lanes', `no game lane is shown now: ${everyOne(data.content.lanes.length, "the merchant's", 'lane')}`);
        const { announcements } = data.content;
        empty(announcements, '/content/announcements', `no announcement is shown now: ${everyOne(announcements.length, "the merchant's", 'announcement')}`);
        for (const page of pages) {
          const blocks = page.parts
            .filter((part) => part.kind === 'block' && part.shown && part.templatePointer === joinPointer('/blocks', part.id))
            .map((part) => page.template.blocks[part.id]);
          empty(
            blocks,
            joinPointer('/pages', page.name, 'template'),
            `page "${page.name}" (template "${page.template.name}") shows nothing now: ${
              blocks.length === 1
                ? 'the only block it shows is out of its window'
                : `${blocks.length === 2 ? 'both' : `all ${blocks.length}`} blocks it shows are out of their windows`
            }`,
          );
        }
        return findings;
      });
      const templates = fleet.templates.flatMap(({ file, data }) => {
        const items = templateItems(data.blocks, '', data.name);
        for (const [id, overlay] of Object.entries(data.overlays ?? {})) {
          items.push({ window: overlay, pointer: joinPointer('/overlays', id), what: `popup "${id}" of template "${data.name}"` });
        }
        return windowFindings(file, items, 'UTC', at);
      });
      return [...merchants, ...templates];
    },
  };
}

export const contentWindows = contentWindowsAt(() => Date.now());
