// Screens shown when there is no site to render: an unknown host, or a config that could not be loaded.
import { FormattedMessage, IntlProvider } from 'react-intl';
import type { CompiledMessages } from '../i18n/loadMessages.ts';

export function UnknownSiteScreen({ host, locale, messages }: { host: string; locale: string; messages: CompiledMessages }) {
  return (
    <IntlProvider locale={locale} messages={messages} defaultLocale="en">
      <main className="wl-status">
        <h1>
          <FormattedMessage id="boot.unknown_site_title" />
        </h1>
        <p>
          <FormattedMessage id="boot.unknown_site_desc" values={{ host: <strong>{host}</strong> }} />
        </p>
      </main>
    </IntlProvider>
  );
}

export function BootErrorScreen({ locale, messages, detail, onRetry }: { locale: string; messages: CompiledMessages; detail: string; onRetry: () => void }) {
  return (
    <IntlProvider locale={locale} messages={messages} defaultLocale="en">
      <main className="wl-status">
        <h1>
          <FormattedMessage id="boot.error_title" />
        </h1>
        <p>
          <FormattedMessage id="boot.error_desc" />
        </p>
        <p className="wl-status__detail">{detail}</p>
        <button type="button" className="wl-button" onClick={onRetry}>
          <FormattedMessage id="retry_once" />
        </button>
      </main>
    </IntlProvider>
  );
}
