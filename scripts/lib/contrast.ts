// WCAG 2.1 contrast of a merchant's theme: the colour pairs the product's styles put text in.
import type { Theme } from '../../src/config/types.generated.ts';

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

/** Each pair of the styles that falls below AA, named by the theme key an operator would change. */
export function themeContrastProblems(theme: Theme): ContrastProblem[] {
  const pairs: [key: keyof Theme, foreground: string, background: string, where: string][] = [
    ['primary', '#ffffff', theme.primary, 'white text on buttons of the primary colour'],
    ['headerColor', '#ffffff', theme.headerColor ?? theme.primary, 'white text on the header'],
    ['text', theme.text, theme.background, 'text on the background'],
    ['text', theme.text, theme.surface, 'text on the surface colour'],
    ['secondary', theme.secondary, theme.background, 'links (the secondary colour) on the background'],
    ['secondary', theme.secondary, theme.surface, 'links (the secondary colour) on the surface colour'],
  ];
  return pairs.flatMap(([key, foreground, background, where]) => {
    const ratio = contrastRatio(foreground, background);
    if (ratio >= AA_TEXT) return [];
    const target = key === 'headerColor' && !theme.headerColor ? 'primary' : key;
    return [{ key: target, message: `${where}: contrast ${ratio.toFixed(2)}:1, below the ${AA_TEXT}:1 that WCAG 2.1 AA asks for text` }];
  });
}
