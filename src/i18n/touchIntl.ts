/**
 * The Intl calls whose first use in a page's process lists every locale the browser has (ICU's, for
 * numbers and for dates): react-intl's provider makes exactly these as it first renders.
 */
export function touchIntl(locale: string): void {
  Intl.NumberFormat.supportedLocalesOf(locale);
  Intl.DateTimeFormat.supportedLocalesOf(locale);
}
