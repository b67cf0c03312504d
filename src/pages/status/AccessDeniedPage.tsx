// The access-denied screen (spec section 2), shown instead of the whole site to a visitor refused by
// IP or region: heading (in English too), the visitor's IP, why, and a way to customer service.
import { observer } from 'mobx-react-lite';
import { FormattedMessage } from 'react-intl';
import { useStores } from '../../stores/index.ts';
import { CustomerServiceLink } from '../../ui/CustomerServiceLink.tsx';
import { Icon } from '../../ui/Icon.tsx';
import { InEnglish } from './InEnglish.tsx';
import './status.css';

const AccessDeniedPage = observer(function AccessDeniedPage() {
  const { site } = useStores();
  const ip = site.status?.ip;
  return (
    <main className="wl-status" aria-labelledby="wl-status-title">
      <span className="wl-status__icon">
        <Icon name="shield" size={48} />
      </span>
      <h1 id="wl-status-title">
        <FormattedMessage id="error_access" />
      </h1>
      {ip && (
        <p>
          <FormattedMessage id="your_ip" />: <strong className="wl-status__ip">{ip}</strong>
        </p>
      )}
      <p className="wl-status__text">
        <FormattedMessage id="error_ip_desc" />
      </p>
      <InEnglish>
        <p className="wl-status__english-title">
          <FormattedMessage id="error_access" />
        </p>
        <p>
          <FormattedMessage id="error_ip_desc" />
        </p>
      </InEnglish>
      <CustomerServiceLink labelId="contact_us" />
    </main>
  );
});

export default AccessDeniedPage;
