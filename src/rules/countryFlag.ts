// A country's flag: the name of its flag image.

/** The file name of a country's flag image, its ISO 3166 code in upper case; undefined for anything else. */
export const flagFileCode = (countryCode: string): string | undefined =>
  /^[A-Za-z]{2}$/.test(countryCode.trim()) ? countryCode.trim().toUpperCase() : undefined;
