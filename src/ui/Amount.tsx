// An amount of money in the merchant's currency, written the way that currency is written (spec
// section 5), whatever language the page is in. Not a number: nothing is shown.
import { observer } from 'mobx-react-lite';
import { createIntl, createIntlCache, type IntlShape } from 'react-intl';
import { currencyCode, currencyLocale, toNumber } from '../rules/numberFormat.ts';
import { useStores } from '../stores/index.ts';

const cache = createIntlCache();
const intlByLocale = new Map<string, IntlShape>();

function intlFor(locale: string): IntlShape {
  let intl = intlByLocale.get(locale);
  if (!intl) {
    intl = createIntl({ locale, messages: {} }, cache);
    intlByLocale.set(locale, intl);
  }
  return intl;
}

/** The amount as text, or undefined when `value` is not a number. */
export function formatAmount(value: unknown, currency: string, opts: { withCode?: boolean } = {}): string | undefined {
  const number = toNumber(value);
  if (number === undefined) return undefined;
  const intl = intlFor(currencyLocale(currency));
  const digits = Number.isInteger(number) ? 0 : 2;
  const text = intl.formatNumber(number, { minimumFractionDigits: digits, maximumFractionDigits: 2 });
  return opts.withCode === false ? text : `${text} ${currencyCode(currency)}`;
}

export const Amount = observer(function Amount({
  value,
  currency,
  withCode,
}: {
  value: unknown;
  /** Defaults to the merchant's currency. */
  currency?: string;
  /** Show the currency code after the number (default true). */
  withCode?: boolean;
}) {
  const { site } = useStores();
  const text = formatAmount(value, currency ?? site.config.currency, { withCode });
  return text === undefined ? null : <span className="wl-amount">{text}</span>;
});
