// Countries offered for phone numbers when a merchant lists none of its own.
import type { Country } from '../../src/config/types.generated.ts';

export const DEFAULT_COUNTRIES: readonly Country[] = [
  { countryCode: 'CN', countryDialingCode: '86', currency: 'CNY', currencySymbol: '¥' },
  { countryCode: 'VN', countryDialingCode: '84', currency: 'VND', currencySymbol: '₫' },
  { countryCode: 'BR', countryDialingCode: '55', currency: 'BRL', currencySymbol: 'R$' },
  { countryCode: 'TH', countryDialingCode: '66', currency: 'THB', currencySymbol: '฿' },
  { countryCode: 'PH', countryDialingCode: '63', currency: 'PHP', currencySymbol: '₱' },
  { countryCode: 'ID', countryDialingCode: '62', currency: 'IDR', currencySymbol: 'Rp' },
  { countryCode: 'IN', countryDialingCode: '91', currency: 'INR', currencySymbol: '₹' },
  { countryCode: 'MY', countryDialingCode: '60', currency: 'MYR', currencySymbol: 'RM' },
];

/**
 * The merchant's own list, or the default list with the country of the merchant's currency first
 * (the first country is the merchant's default).
 */
export function countriesFor(own: Country[] | undefined, currency: string): Country[] {
  if (own && own.length > 0) return own;
  const home = DEFAULT_COUNTRIES.filter((c) => c.currency === currency);
  return [...home, ...DEFAULT_COUNTRIES.filter((c) => c.currency !== currency)];
}
