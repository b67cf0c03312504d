// The first check of a locale against what the browser's Intl supports makes it list every locale it
// has (ICU's, for numbers and for dates), a long piece of work on a slow phone. react-intl checks both
// as its provider first renders, in the middle of hydration; done once here, in a task of its own, the
// lists are ready and that task stays short.
export function warmIntl(locale: string): void {
  Intl.NumberFormat.supportedLocalesOf(locale);
  Intl.DateTimeFormat.supportedLocalesOf(locale);
}
