// Country flags (the picker's list, the mobile-number field): SVG files of country-flag-icons (MIT, kept up to date), so a flag never
// depends on the device having an emoji font. Only their addresses travel with the picker's code; the
// browser fetches the image of a flag the list shows.
import { flagFileCode } from '../rules/countryFlag.ts';

const FLAG_FOLDER = '/node_modules/country-flag-icons/3x2/';

// Files of their own (never inlined), so the picker's chunk holds addresses, not two hundred flags.
const FLAG_URLS = import.meta.glob<string>('/node_modules/country-flag-icons/3x2/*.svg', { query: '?url&no-inline', import: 'default', eager: true });

/** The address of a country's flag image; undefined for a code the set does not draw. */
export function flagUrl(countryCode: string): string | undefined {
  const code = flagFileCode(countryCode);
  return code ? FLAG_URLS[`${FLAG_FOLDER}${code}.svg`] : undefined;
}
