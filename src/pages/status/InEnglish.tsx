import { observer } from 'mobx-react-lite';
import { useEffect, type ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import type { Bundle } from '../../i18n/loadMessages.ts';
import { useStores } from '../../stores/index.ts';

export const STATUS_BUNDLES = ['status'] as const satisfies readonly Bundle[];

/**
 * The same words in English beneath, for a player whose language is another (spec section 2): its
 * messages speak English and it is marked lang="en". Nothing while English loads or when it fails.
 */
export const InEnglish = observer(function InEnglish({ children }: { children: ReactNode }) {
  const { i18n } = useStores();
  const intl = useIntl();
  const wanted = i18n.language !== 'EN';
  useEffect(() => {
    if (wanted) i18n.loadEnglish(STATUS_BUNDLES).catch(() => undefined);
  }, [i18n, wanted]);
  const messages = wanted ? i18n.englishFor(STATUS_BUNDLES) : undefined;
  if (!messages) return null;
  return (
    <IntlProvider locale="en" messages={messages} onError={intl.onError}>
      <div className="wl-status__english" lang="en" dir="ltr">
        {children}
      </div>
    </IntlProvider>
  );
});
