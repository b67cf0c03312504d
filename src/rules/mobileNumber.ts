// How a mobile number's country is chosen (white-label flags COUNTRYCODE3 and MOBILEPREFIX3).
import type { WhitelabelFlags } from '../config/types.generated.ts';

/** A picker of countries, the merchant's fixed prefix as text, or nothing shown. */
export type PrefixControl = 'picker' | 'fixed' | 'none';

export function prefixControl(flags: Pick<WhitelabelFlags, 'COUNTRYCODE3' | 'MOBILEPREFIX3'>, hasCountries: boolean): PrefixControl {
  if (flags.COUNTRYCODE3?.enabled && hasCountries) return 'picker';
  if (flags.MOBILEPREFIX3?.enabled && flags.MOBILEPREFIX3.prefix) return 'fixed';
  return 'none';
}

/** The dialling code to start with (digits only): the fixed prefix when that flag is on, else the server's default country. */
export function defaultDialingCode(flags: Pick<WhitelabelFlags, 'MOBILEPREFIX3'>, serverDefault: string | undefined): string {
  const prefix = flags.MOBILEPREFIX3;
  if (prefix?.enabled && prefix.prefix) return prefix.prefix.replace('+', '');
  return serverDefault ?? '';
}
