import { observer } from 'mobx-react-lite';
import { FormattedMessage } from 'react-intl';
import { AppUpgradeStore } from '../../stores/AppUpgradeStore.ts';
import { useFeature, useStores } from '../../stores/index.ts';
import { Modal } from '../../ui/Modal.tsx';
import type { OverlayComponentProps } from '../defineOverlay.ts';
import './app-upgrade.css';

/** The native app's new release: banner, title, description and Update Now; no close when updates are mandatory. */
const AppUpgrade = observer(function AppUpgrade({ close }: OverlayComponentProps<'app-upgrade'>) {
  const { site } = useStores();
  const upgrade = useFeature(AppUpgradeStore);
  const release = upgrade.release.value;
  const banner = release?.banner ?? site.download('AppDownloadIcon');
  const onClose = () => {
    upgrade.closed();
    close();
  };
  return (
    <Modal
      title={<FormattedMessage id="app_upgrade.title" />} onClose={onClose} closable={upgrade.closable}
      kind={upgrade.closable ? 'dialog' : 'alertdialog'} className="wl-app-upgrade"
    >
      {banner && <img className={release?.banner ? 'wl-app-upgrade__banner' : 'wl-app-upgrade__icon'} src={banner} alt="" />}
      <p className="wl-app-upgrade__version">
        <FormattedMessage id="app_upgrade.version" values={{ version: release?.latestVersion ?? '', current: upgrade.installedVersion ?? '' }} />
      </p>
      <p className="wl-app-upgrade__notes">{release?.notes ?? <FormattedMessage id="app_upgrade.description" />}</p>
      {!upgrade.closable && <p className="wl-app-upgrade__mandatory"><FormattedMessage id="app_upgrade.mandatory" /></p>}
      <div className="wl-modal__actions">
        <button type="button" className="wl-button wl-app-upgrade__go" onClick={() => upgrade.update()}>
          <FormattedMessage id="app_upgrade.update_now" />
        </button>
      </div>
    </Modal>
  );
});

export default AppUpgrade;
