// How amounts are read and shown (spec section 5): the API sends numbers as numbers or strings, and a
// merchant's currency decides the number style, not the player's language.

/** A finite number from a number or a numeric string; anything else is no number at all. */
export function toNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const text = value.trim().replace(/,/g, '');
  if (text === '' || !/^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(text)) return undefined;
  const number = Number(text);
  return Number.isFinite(number) ? number : undefined;
}

/** Brazilian reals are written the Brazilian way (1.234,56); every other currency as 1,234.56. */
export const currencyLocale = (currency: string): 'pt-BR' | 'zh' => (currency.toUpperCase() === 'BRL' ? 'pt-BR' : 'zh');

/** The ISO code shown for a merchant's currency: TLB is the Philippine peso, others their first three letters. */
export function currencyCode(currency: string): string {
  const upper = currency.trim().toUpperCase();
  return upper === 'TLB' ? 'PHP' : upper.slice(0, 3);
}
