// The cells of a `wl shots` run: merchant × language × page × member × viewport, from the options as
// typed, each value checked against what the project has.
import { pageRegistry, type PageName } from '../../../src/pages/registry.ts';
import { listOption, unknownValue } from './optionLists.ts';
import { DEFAULT_VIEWPORT, parseViewport, type Viewport } from './viewports.ts';

export const MEMBERS = ['visitor', 'member'] as const;
export type Member = (typeof MEMBERS)[number];

/** Home and the account pages a visitor meets first, and the member's own home: one of each kind of layout. */
export const DEFAULT_PAGES: readonly PageName[] = ['home', 'login', 'register', 'memberHome'];
export const PAGE_NAMES = Object.keys(pageRegistry) as PageName[];

/** What the matrix needs to know of a merchant. */
export interface MerchantLanguages {
  code: string;
  languages: { allowed: readonly string[]; default: string };
}

export interface MatrixOptions {
  /** Comma lists as typed; left out: every language of each merchant, DEFAULT_PAGES, both members, DEFAULT_VIEWPORT. */
  languages?: string;
  pages?: string;
  members?: string;
  viewports?: string;
}

export interface Cell {
  merchant: string;
  /** As the merchant file spells it (PT-BR). */
  language: string;
  page: PageName;
  /** Where the page is, under /m. */
  path: string;
  member: Member;
  viewport: Viewport;
}

export function expandMatrix(merchants: readonly MerchantLanguages[], opts: MatrixOptions): Cell[] {
  // Each once, however it was spelled.
  const pages = [...new Set(opts.pages === undefined ? DEFAULT_PAGES : listOption('pages', opts.pages).map(pageName))];
  const members = [...new Set(opts.members === undefined ? MEMBERS : listOption('members', opts.members).map(memberName))];
  const viewports = uniqueViewports((opts.viewports === undefined ? [DEFAULT_VIEWPORT] : listOption('viewports', opts.viewports)).map(parseViewport));
  const cells: Cell[] = [];
  for (const merchant of merchants) {
    for (const language of merchantLanguages(merchant, opts.languages)) {
      for (const page of pages) {
        for (const member of members) {
          for (const viewport of viewports) cells.push({ merchant: merchant.code, language, page, path: pageRegistry[page].paths[0], member, viewport });
        }
      }
    }
  }
  return cells;
}

/**
 * The merchant's languages the option names, spelled as the merchant file does: codes in any case
 * (pt-br, pt_br), `default` for the merchant's default, `all` for every one; left out, every one.
 */
export function merchantLanguages(merchant: MerchantLanguages, option: string | undefined): string[] {
  const { allowed } = merchant.languages;
  if (option === undefined) return [...allowed];
  const chosen = listOption('languages', option).flatMap((value) => {
    const key = value.toUpperCase().replace('_', '-');
    if (key === 'ALL') return allowed;
    if (key === 'DEFAULT') return [merchant.languages.default];
    const code = allowed.find((a) => a.toUpperCase() === key);
    if (!code) throw unknownValue(`${merchant.code} has no language`, value, allowed, `it has ${allowed.join(', ')}`, true);
    return [code];
  });
  return [...new Set(chosen)];
}

function pageName(value: string): PageName {
  const name = PAGE_NAMES.find((p) => p.toLowerCase() === value.toLowerCase());
  if (!name) throw unknownValue('unknown page', value, PAGE_NAMES);
  return name;
}

function memberName(value: string): Member {
  const name = MEMBERS.find((m) => m === value.toLowerCase());
  if (!name) throw unknownValue('unknown member', value, MEMBERS, 'give visitor, member, or visitor,member');
  return name;
}

function uniqueViewports(viewports: Viewport[]): Viewport[] {
  return viewports.filter((v, i) => viewports.findIndex((w) => w.name === v.name) === i);
}
