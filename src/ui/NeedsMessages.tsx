import { observer } from 'mobx-react-lite';
import { useEffect, type ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import type { Bundle } from '../i18n/loadMessages.ts';
import { useStores } from '../stores/index.ts';
import { Spinner } from './Spinner.tsx';

/**
 * Shows its screen once the screen's message bundles are in (they load beside its code), under a
 * provider of its own: a bundle arriving re-renders this screen, not the whole page.
 */
export const NeedsMessages = observer(function NeedsMessages({
  bundles,
  children,
  fallback = <Spinner />,
}: {
  bundles: readonly Bundle[];
  children: ReactNode;
  fallback?: ReactNode;
}) {
  const { i18n } = useStores();
  const intl = useIntl();
  const own = bundles.filter((bundle) => bundle !== 'core');
  const ready = i18n.hasBundles(own);
  useEffect(() => {
    if (!ready) void i18n.ensureBundles(own);
  }, [i18n, own, ready]);
  if (!ready) return <>{fallback}</>;
  if (own.length === 0) return <>{children}</>;
  return (
    <IntlProvider locale={intl.locale} defaultLocale={intl.defaultLocale} onError={intl.onError} messages={i18n.messagesFor(own)}>
      {children}
    </IntlProvider>
  );
});
