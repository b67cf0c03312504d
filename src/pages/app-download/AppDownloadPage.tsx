import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { normaliseLanguage } from '../../i18n/languages.ts';
import { useStores } from '../../stores/index.ts';
import { DownloadChoices } from '../../ui/app-download/DownloadChoices.tsx';
import { PageFrame } from '../PageFrame.tsx';
import './app-download-page.css';

/**
 * /m/appDownload (spec section 2): every way to get the app. Its link may come from the app or another
 * site with `language` and `tokens` in the query: the route guard takes the token, this page the language.
 */
const AppDownloadPage = observer(function AppDownloadPage() {
  const { site, i18n } = useStores();
  const [query] = useSearchParams();
  const asked = normaliseLanguage(query.get('language'));
  useEffect(() => {
    if (asked && asked !== i18n.language && i18n.languages.includes(asked)) void i18n.setLanguage(asked);
  }, [asked, i18n]);
  const icon = site.download('AppDownloadIcon') ?? site.config.templateParameters.pwa.icons['192x192'];
  return (
    <PageFrame titleId="page.app_download">
      <section className="wl-app-download-page" aria-labelledby="wl-app-download-name">
        {icon && <img className="wl-app-download-page__icon" src={icon} alt="" width={96} height={96} />}
        <h2 id="wl-app-download-name">
          <FormattedMessage id="app_download.title" values={{ name: site.config.name }} />
        </h2>
        <p className="wl-app-download-page__text">
          <FormattedMessage id="app_download.text" />
        </p>
        <DownloadChoices />
      </section>
    </PageFrame>
  );
});

export default AppDownloadPage;
