// A country's flag: the emoji of its code (regional indicator letters), and the name of its flag image.
/** The flag emoji of a two-letter country code (regional indicator letters); '' for anything else. */
export const flagOf = (countryCode: string): string =>
  /^[A-Za-z]{2}$/.test(countryCode) ? String.fromCodePoint(...[...countryCode.toUpperCase()].map((c) => 0x1f1e6 + c.charCodeAt(0) - 65)) : '';

/** The file name of a country's flag image, its ISO 3166 code in upper case; undefined for anything else. */
export const flagFileCode = (countryCode: string): string | undefined =>
  /^[A-Za-z]{2}$/.test(countryCode.trim()) ? countryCode.trim().toUpperCase() : undefined;
