// Every way to get the app, as the download popup and the /m/appDownload page both offer it: the
// Android and iOS apps, the iOS profile, the home-screen version, and the app-download activity.
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { appDownloadPromotion, downloadChoices, type DownloadChoice } from '../../rules/downloadChoices.ts';
import { PATHS } from '../../rules/paths.ts';
import { InstallStore } from '../../stores/InstallStore.ts';
import { useFeature, useStores } from '../../stores/index.ts';
import { useCarryNavigate } from '../navigation.tsx';
import './app-download.css';

const LABELS: Record<DownloadChoice, string> = {
  android: 'app_download.android',
  ios: 'app_download.ios',
  profile: 'app_download.profile',
  homeScreen: 'app_download.home_screen',
};

export const DownloadChoices = observer(function DownloadChoices({
  onChosen,
}: {
  /** Told after a choice was acted on (a popup closes then). */
  onChosen?: () => void;
}) {
  const { site, platform, content } = useStores();
  const install = useFeature(InstallStore);
  const navigate = useCarryNavigate();
  useEffect(() => {
    void content.promotions.ensure();
  }, [content]);
  const choices = downloadChoices({
    androidLink: site.download('Android'),
    iosLink: site.download('IOS'),
    profileLink: site.download('MOBILECONFIG'),
    isIos: platform.isIos,
    canPromptInstall: install.canPromptInstall,
    installed: platform.shell !== 'browser',
  });
  const promotion = appDownloadPromotion(content.promotions.value?.promotions ?? [], Date.now());
  const choose = (choice: DownloadChoice) => {
    if (choice === 'homeScreen') void install.installWebApp();
    else site.openDownload(site.download(choice === 'android' ? 'Android' : choice === 'ios' ? 'IOS' : 'MOBILECONFIG'), platform);
    onChosen?.();
  };
  return (
    <div className="wl-app-download">
      {choices.length === 0 ? (
        <p className="wl-app-download__none">
          <FormattedMessage id="app_download.none" />
        </p>
      ) : (
        <ul className="wl-app-download__choices">
          {choices.map((choice, index) => (
            <li key={choice}>
              <button type="button" className={`wl-button${index === 0 ? '' : ' wl-button--ghost'}`} onClick={() => choose(choice)}>
                <FormattedMessage id={LABELS[choice]} />
              </button>
            </li>
          ))}
        </ul>
      )}
      {promotion && (
        <button
          type="button"
          className="wl-app-download__activity"
          onClick={() => {
            onChosen?.();
            navigate(`${PATHS.activity}?id=${promotion.id}`);
          }}
        >
          <FormattedMessage id="app_download.go_activity" />
        </button>
      )}
    </div>
  );
});
