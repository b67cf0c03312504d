import { observer } from 'mobx-react-lite';
import { FormattedMessage } from 'react-intl';
import { useStores } from '../../stores/index.ts';
import { DownloadChoices } from '../../ui/app-download/DownloadChoices.tsx';
import { Modal, useCloseModal } from '../../ui/Modal.tsx';
import { ModalMessage } from '../../ui/ModalMessage.tsx';
import type { OverlayComponentProps } from '../defineOverlay.ts';
import './download-popup.css';

function Choices() {
  const close = useCloseModal();
  return <DownloadChoices onChosen={close} />;
}

/** The download popup (spec section 2): the app's icon, every way to get it, and the app-download activity. */
const DownloadPopup = observer(function DownloadPopup({ close }: OverlayComponentProps<'download-popup'>) {
  const { site } = useStores();
  const icon = site.download('AppDownloadIcon') ?? site.config.templateParameters.pwa.icons['192x192'];
  return (
    <Modal title={<FormattedMessage id="app_download.title" values={{ name: site.config.name }} />} onClose={close} className="wl-download-popup">
      <ModalMessage image={icon} centred>
        <p>
          <FormattedMessage id="app_download.text" />
        </p>
      </ModalMessage>
      <Choices />
    </Modal>
  );
});

export default DownloadPopup;
