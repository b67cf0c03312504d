import { observer } from 'mobx-react-lite';
import { FormattedMessage } from 'react-intl';
import { AppUpgradeStore } from '../../stores/AppUpgradeStore.ts';
import { useFeature, useStores } from '../../stores/index.ts';
import { Modal } from '../../ui/Modal.tsx';
import { ModalMessage } from '../../ui/ModalMessage.tsx';
import type { OverlayComponentProps } from '../defineOverlay.ts';
import './app-upgrade.css';

/** The native app's new release: banner, title, description and Update Now; no close when updates are mandatory. */
const AppUpgrade = observer(function AppUpgrade({ close }: OverlayComponentProps<'app-upgrade'>) {
  const { site } = useStores();
  const upgrade = useFeature(AppUpgradeStore);
  const release = upgrade.release.value;
  const onClose = () => {
    upgrade.closed();
    close();
  };
  return (
    <Modal title={<FormattedMessage id="app_upgrade.title" />} onClose={onClose} closable={upgrade.closable} kind={upgrade.closable ? 'dialog' : 'alertdialog'}>
      <ModalMessage
        image={release?.banner ?? site.download('AppDownloadIcon')}
        wideImage={Boolean(release?.banner)}
        centred
        actions={[{ label: <FormattedMessage id="app_upgrade.update_now" />, onClick: () => upgrade.update() }]}
      >
        <p className="wl-app-upgrade__version">
          <FormattedMessage id="app_upgrade.version" values={{ version: release?.latestVersion ?? '', current: upgrade.installedVersion ?? '' }} />
        </p>
        <p>{release?.notes ?? <FormattedMessage id="app_upgrade.description" />}</p>
        {!upgrade.closable && (
          <p>
            <FormattedMessage id="app_upgrade.mandatory" />
          </p>
        )}
      </ModalMessage>
    </Modal>
  );
});

export default AppUpgrade;
