// Full screens shown instead of the site: maintenance and access denied (spec section 2). The English
// text is shown beneath when the player's language is another.
import { observer } from 'mobx-react-lite';
import { FormattedMessage, IntlProvider, useIntl } from 'react-intl';
import { useStores } from '../stores/index.ts';
import { CustomerServiceLink } from '../ui/CustomerServiceLink.tsx';
import './status-pages.css';

function InEnglish({ ids }: { ids: string[] }) {
  const { i18n } = useStores();
  const intl = useIntl();
  if (i18n.language === 'EN' || !i18n.englishMessages) return null;
  return (
    <IntlProvider locale="en" messages={i18n.englishMessages} onError={intl.onError}>
      <div className="wl-status__english" lang="en">
        {ids.map((id) => <p key={id}><FormattedMessage id={id} /></p>)}
      </div>
    </IntlProvider>
  );
}

export const MaintenancePage = observer(function MaintenancePage() {
  const { site, i18n } = useStores();
  const end = site.status?.maintenanceEnd ?? site.config.maintenance.end;
  return (
    <main className="wl-status">
      <img src={site.config.templateParameters.image_logo} alt={site.config.name} height={48} />
      <h1><FormattedMessage id="maintenance" /></h1>
      {end && (
        <p><FormattedMessage id="end_time" />: <time dateTime={end}>{new Date(end).toLocaleString(i18n.locale)}</time></p>
      )}
      <p>{site.config.maintenance.description ?? <FormattedMessage id="maintenance_desc" />}</p>
      <InEnglish ids={['maintenance', 'maintenance_desc']} />
      <CustomerServiceLink labelId="contact_us" />
    </main>
  );
});

export const AccessDeniedPage = observer(function AccessDeniedPage() {
  const { site } = useStores();
  return (
    <main className="wl-status">
      <h1><FormattedMessage id="error_access" /></h1>
      <InEnglish ids={['error_access']} />
      <p><FormattedMessage id="your_ip" />: <strong>{site.status?.ip}</strong></p>
      <p><FormattedMessage id="error_ip_desc" /></p>
      <CustomerServiceLink labelId="contact_us" />
    </main>
  );
});
