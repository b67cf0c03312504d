// WCAG 2.1 contrast of a merchant's theme: the colour pairs the product's styles put text in.
import type { Theme } from '../src/config/types.generated.ts';

/** WCAG AA for normal-size text. */
export const AA_TEXT = 4.5;

function channel(hex: string): number {
  const c = parseInt(hex, 16) / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** Relative luminance of #rgb or #rrggbb. */
export function luminance(colour: string): number {
  let hex = colour.slice(1);
  if (hex.length === 3) hex = [...hex].map((c) => c + c).join('');
  return 0.2126 * channel(hex.slice(0, 2)) + 0.7152 * channel(hex.slice(2, 4)) + 0.0722 * channel(hex.slice(4, 6));
}

export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

export interface ContrastProblem {
  /** The theme key whose colour falls short. */
  key: keyof Theme;
  message: string;
}

/** A pair of colours the styles put text in, as the theme gives them, with its contrast. */
export interface ThemeContrastPair {
  /** Names the pair (the studio's messages say it as `contrast.<id>`). */
  id: 'buttons' | 'header' | 'text' | 'textSurface' | 'links' | 'linksSurface';
  /** The theme key an operator would change. */
  key: keyof Theme;
  foreground: string;
  background: string;
  /** Where the pair shows, in words. */
  where: string;
  ratio: number;
}

const COLOUR = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

/**
 * Every pair of the styles, each with its contrast (wl validate and the studio's live check read these);
 * a pair with a colour not (yet) written as one is left out.
 */
export function themeContrastPairs(theme: Theme): ThemeContrastPair[] {
  const pairs: Omit<ThemeContrastPair, 'ratio'>[] = [
    { id: 'buttons', key: 'primary', foreground: '#ffffff', background: theme.primary, where: 'white text on buttons of the primary colour' },
    { id: 'header', key: 'headerColor', foreground: '#ffffff', background: theme.headerColor ?? theme.primary, where: 'white text on the header' },
    { id: 'text', key: 'text', foreground: theme.text, background: theme.background, where: 'text on the background' },
    { id: 'textSurface', key: 'text', foreground: theme.text, background: theme.surface, where: 'text on the surface colour' },
    { id: 'links', key: 'secondary', foreground: theme.secondary, background: theme.background, where: 'links (the secondary colour) on the background' },
    {
      id: 'linksSurface',
      key: 'secondary',
      foreground: theme.secondary,
      background: theme.surface,
      where: 'links (the secondary colour) on the surface colour',
    },
  ];
  return pairs
    .filter((pair) => COLOUR.test(String(pair.foreground)) && COLOUR.test(String(pair.background)))
    .map((pair) => ({ ...pair, ratio: contrastRatio(pair.foreground, pair.background) }));
}

/** Each pair of the styles that falls below AA, named by the theme key an operator would change. */
export function themeContrastProblems(theme: Theme): ContrastProblem[] {
  return themeContrastPairs(theme).flatMap(({ key, where, ratio }) => {
    if (ratio >= AA_TEXT) return [];
    const target = key === 'headerColor' && !theme.headerColor ? 'primary' : key;
    return [{ key: target, message: `${where}: contrast ${ratio.toFixed(2)}:1, below the ${AA_TEXT}:1 that WCAG 2.1 AA asks for text` }];
  });
}
