import { observer } from 'mobx-react-lite';
import { useEffect, useState, type MouseEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Icon } from '../../ui/Icon.tsx';
import type { BlockComponentProps } from '../defineBlock.ts';
import { sessionStore, STORAGE_KEYS } from '../../platform/storage.ts';
import { useStores } from '../../stores/index.ts';
import { usePlatform, useServerView } from '../../ui/serverView.ts';
import { downloadLinkFor, openableLink } from '../../rules/appDownload.ts';
import { appDownloadBonusOn } from '../../rules/appDownloadBonus.ts';
import { downloadBarVisible } from './visibility.ts';
import './download-bar.css';

function DownloadBar({ props }: BlockComponentProps<'download-bar'>) {
  const { site, overlays, content } = useStores();
  const platform = usePlatform();
  const serverView = useServerView();
  const intl = useIntl();
  const [hidden, setHidden] = useState(() => sessionStore.get(STORAGE_KEYS.downloadBarHidden) === '1');
  // The gift follows the app-download promotion; the call is shared with home's activity buttons.
  useEffect(() => {
    void content.promotions.ensure();
  }, [content]);
  const androidLink = openableLink(site.download('Android'));
  const iosLink = openableLink(site.download('IOS'));
  if (!downloadBarVisible({ shell: platform.shell, hiddenThisSession: hidden && !serverView, androidLink, iosLink })) return null;
  const link = downloadLinkFor(platform.isIos, androidLink, iosLink);
  // A browser that would not show it hides the server's bar before the first paint (server/render/pageDocument.ts).
  const unsure = serverView || undefined;
  const rating = props.rating.toFixed(1);
  const close = () => {
    sessionStore.set(STORAGE_KEYS.downloadBarHidden, '1');
    setHidden(true);
    // The app window offers every way to get the app once more as the bar goes.
    overlays.open('download-popup', {});
  };
  const download = (event: MouseEvent) => {
    event.preventDefault();
    site.openAppDownload(platform);
  };
  return (
    <aside className={`wl-download wl-download--${props.position}`} data-server-view={unsure} aria-label={intl.formatMessage({ id: 'download.label' })}>
      <button type="button" className="wl-download__close" onClick={close} aria-label={intl.formatMessage({ id: 'download.close' })}>
        ×
      </button>
      <img
        className="wl-download__icon"
        src={site.download('AppDownloadIcon') ?? site.config.templateParameters.pwa.icons['192x192']}
        alt=""
        width={40}
        height={40}
      />
      <div className="wl-download__text">
        <strong>
          <FormattedMessage id="download.title" values={{ name: site.config.name }} />
          {appDownloadBonusOn(content.promotions.value?.available) && (
            <span className="wl-download__gift" role="img" aria-label={intl.formatMessage({ id: 'download.bonus' })}>
              <Icon name="gift" size={16} />
            </span>
          )}
        </strong>
        <span className="wl-download__rating" role="img" aria-label={intl.formatMessage({ id: 'download.rating' }, { rating })}>
          ★★★★★ {rating}
        </span>
      </div>
      <a className="wl-button" href={link} rel="noopener" onClick={download}>
        <FormattedMessage id="download.button" />
      </a>
    </aside>
  );
}

export default observer(DownloadBar);
