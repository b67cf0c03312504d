// index.html as the server answers it for a page it does not render: the merchant's head, and a boot
// screen in the merchant's look shaped like its home (header, banner, notice strip, activity buttons,
// lanes) until the app renders over it. index.html's boot style draws the skeleton from the --wl-*
// variables; this adds the merchant's values and the skeleton's markup, and no script.
import { BLOCK_DEFAULTS, type ResolvedPage, type RuntimeBlock, type SiteConfig, type Theme } from '../../src/config/types.generated.ts';
import { escapeHtml } from '../http/markup.ts';
import { beforeHeadEnd, withHead, type HeadInput } from './documentHead.ts';

const COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** A row lane's cards are 38% of its width (game-lanes.css): two and a bit show. */
const ROW_LANE_CARDS = 3;
const BOOT_LANES = 2;

/** The CSS variables applyTheme sets (src/platform/theme.ts), from the theme; a value that is no colour is left out. */
export function themeVariables(theme: Theme): [string, string][] {
  const variables: [string, string][] = [
    ['--wl-primary', theme.primary],
    ['--wl-secondary', theme.secondary],
    ['--wl-bg', theme.background],
    ['--wl-surface', theme.surface],
    ['--wl-text', theme.text],
    ['--wl-header', theme.headerColor ?? theme.primary],
  ];
  return variables.filter(([, value]) => COLOUR.test(value));
}

/** One part of the boot skeleton, in the order home shows its blocks. */
export type BootSection =
  | { kind: 'banner'; ratio: string }
  | { kind: 'strip' }
  | { kind: 'activities'; columns: number }
  | { kind: 'lanes'; columns: number; layout: 'grid' | 'row' };

/** The banner block's aspectRatio, as its schema allows it: anything else must not reach the style. */
const RATIO = /^[0-9]+ ?\/ ?[0-9]+$/;

const integer = (value: unknown, min: number, max: number, fallback: number) =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max ? value : fallback;

/**
 * A block's part of the skeleton. The project checked the props when it loaded, but the preview serves a
 * template with problems too: a value its schema would refuse gives way to the schema's default here.
 */
function section(block: RuntimeBlock): BootSection | undefined {
  const { props } = block;
  switch (block.type) {
    case 'banner-carousel': {
      const ratio = typeof props.aspectRatio === 'string' && RATIO.test(props.aspectRatio) ? props.aspectRatio : BLOCK_DEFAULTS['banner-carousel'].aspectRatio;
      return { kind: 'banner', ratio: ratio.replace(/ /g, '') };
    }
    case 'marquee':
      return { kind: 'strip' };
    case 'activity-buttons':
      return { kind: 'activities', columns: integer(props.columns, 2, 5, BLOCK_DEFAULTS['activity-buttons'].columns) };
    case 'game-lanes': {
      const defaults = BLOCK_DEFAULTS['game-lanes'];
      return {
        kind: 'lanes',
        columns: integer(props.columns, 2, 4, defaults.columns),
        layout: props.layout === 'row' || props.layout === 'grid' ? props.layout : defaults.layout,
      };
    }
    default:
      return undefined;
  }
}

/** The skeleton's parts below the header: home's first banner, notice strip, activity row and lanes, in its order. */
export function bootSections(home: ResolvedPage): BootSection[] {
  const seen = new Set<BootSection['kind']>();
  const sections: BootSection[] = [];
  for (const id of home.order) {
    const found = home.blocks[id] && section(home.blocks[id]);
    if (!found || seen.has(found.kind)) continue;
    seen.add(found.kind);
    sections.push(found);
  }
  return sections;
}

/** The skeleton's shape as variables index.html's boot style reads (it has the same defaults). */
function shapeVariables(sections: BootSection[]): [string, string][] {
  return sections.flatMap((part): [string, string][] => {
    if (part.kind === 'banner') return [['--wl-boot-banner', part.ratio]];
    if (part.kind === 'activities') return [['--wl-boot-acts', String(part.columns)]];
    if (part.kind === 'lanes') return [['--wl-boot-cards', part.layout === 'row' ? `repeat(${ROW_LANE_CARDS},38%)` : `repeat(${part.columns},minmax(0,1fr))`]];
    return [];
  });
}

const cells = (count: number) => '<div></div>'.repeat(count);

function sectionMarkup(part: BootSection): string {
  switch (part.kind) {
    case 'banner':
      return '<div class="wl-boot__banner"></div>';
    case 'strip':
      return '<div class="wl-boot__strip"></div>';
    case 'activities':
      return `<div class="wl-boot__acts">${cells(part.columns)}</div>`;
    case 'lanes':
      return `<div class="wl-boot__lane">${cells(part.layout === 'row' ? ROW_LANE_CARDS : part.columns)}</div>`.repeat(BOOT_LANES);
  }
}

/** The boot screen's markup: a progress indicator named by the site's title, busy until the app replaces it. */
export function bootSkeleton(config: SiteConfig): string {
  const params = config.templateParameters;
  const logo = `<img class="wl-boot__logo" src="${escapeHtml(params.image_logo)}" alt="" width="120" height="36">`;
  return (
    `<div class="wl-boot" role="progressbar" aria-busy="true" aria-label="${escapeHtml(params.pwa.title)}">` +
    `<div class="wl-boot__bar">${logo}</div>${bootSections(config.pages.home).map(sectionMarkup).join('')}</div>`
  );
}

/** The `<style>` of the merchant's colours and home's shape; after the app's stylesheets, so its defaults give way. */
export function bootStyle(config: SiteConfig): string {
  const variables = [...themeVariables(config.theme), ...shapeVariables(bootSections(config.pages.home))];
  return `<style>:root{${variables.map(([name, value]) => `${name}:${value}`).join(';')}}</style>`;
}

/** Where what the app's root holds starts (after its start tag) and ends (at its end tag), nested divs counted. */
export function rootContent(html: string): { start: number; end: number } {
  const open = /<div\b[^>]*\sid\s*=\s*(["']?)root\1(?=[\s/>])[^>]*>/i.exec(html);
  if (!open) throw new Error('index.html has no <div id="root">');
  const start = open.index + open[0].length;
  const tags = /<(\/?)div\b[^>]*>/gi;
  tags.lastIndex = start;
  let depth = 1;
  for (let tag = tags.exec(html); tag; tag = tags.exec(html)) {
    depth += tag[1] ? -1 : 1;
    if (depth === 0) return { start, end: tag.index };
  }
  throw new Error('index.html leaves <div id="root"> open');
}

/** index.html with the merchant's head and boot screen; everything else of the file as it was. */
export function brandedShell(indexHtml: string, input: HeadInput): string {
  const styled = beforeHeadEnd(withHead(indexHtml, input), [bootStyle(input.config)]);
  const root = rootContent(styled);
  return styled.slice(0, root.start) + bootSkeleton(input.config) + styled.slice(root.end);
}
