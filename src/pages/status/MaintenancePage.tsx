// The maintenance screen (spec section 2), shown instead of the whole site: logo, title, the end time
// when one is ahead, the merchant's description in the player's language, English beneath, and a way
// to customer service.
import { observer } from 'mobx-react-lite';
import { FormattedMessage } from 'react-intl';
import { localizedText, textWrittenIn } from '../../rules/localizedText.ts';
import { maintenanceEnd } from '../../rules/statusScreen.ts';
import { useStores } from '../../stores/index.ts';
import { CustomerServiceLink } from '../../ui/CustomerServiceLink.tsx';
import { EndTime } from './EndTime.tsx';
import { InEnglish } from './InEnglish.tsx';
import './status.css';

const MaintenancePage = observer(function MaintenancePage() {
  const { site, i18n } = useStores();
  const { maintenance, templateParameters, name, languages } = site.config;
  const end = maintenanceEnd(site.status?.maintenanceEnd ?? maintenance.end, site.status?.serverTime ?? Date.now());
  const own = (text: typeof maintenance.title) => localizedText(text, i18n.language, languages.default);
  const english = (text: typeof maintenance.title) => textWrittenIn(text, 'EN', languages.default);
  return (
    <main className="wl-status" aria-labelledby="wl-status-title">
      {templateParameters.image_logo && <img className="wl-status__logo" src={templateParameters.image_logo} alt={name} />}
      <h1 id="wl-status-title">{own(maintenance.title) ?? <FormattedMessage id="maintenance" />}</h1>
      {end && <EndTime end={end} />}
      <p className="wl-status__text">{own(maintenance.description) ?? <FormattedMessage id="maintenance_desc" />}</p>
      <InEnglish>
        <p className="wl-status__english-title">{english(maintenance.title) ?? <FormattedMessage id="maintenance" />}</p>
        {end && <EndTime end={end} />}
        <p>{english(maintenance.description) ?? <FormattedMessage id="maintenance_desc" />}</p>
      </InEnglish>
      <CustomerServiceLink labelId="contact_us" />
    </main>
  );
});

export default MaintenancePage;
