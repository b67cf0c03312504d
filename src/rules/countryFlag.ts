/** The flag emoji of a two-letter country code (regional indicator letters); '' for anything else. */
export const flagOf = (countryCode: string): string =>
  /^[A-Za-z]{2}$/.test(countryCode) ? String.fromCodePoint(...[...countryCode.toUpperCase()].map((c) => 0x1f1e6 + c.charCodeAt(0) - 65)) : '';
