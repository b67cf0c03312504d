import { observer } from 'mobx-react-lite';
import { FormattedMessage } from 'react-intl';
import { useFeature, useStores } from '../../stores/index.ts';
import { ForceDownloadStore } from '../../stores/ForceDownloadStore.ts';
import { Modal } from '../../ui/Modal.tsx';
import { ModalMessage } from '../../ui/ModalMessage.tsx';
import type { OverlayComponentProps } from '../defineOverlay.ts';

/** Asks a logged-in player outside the app to download it; the button calls the download handler. */
const ForceDownload = observer(function ForceDownload({ props, close }: OverlayComponentProps<'force-download'>) {
  const { site } = useStores();
  const forceDownload = useFeature(ForceDownloadStore);
  const onClose = () => {
    forceDownload.closed();
    close();
  };
  return (
    <Modal title={<FormattedMessage id="force_download.title" values={{ name: site.config.name }} />} onClose={onClose}>
      <ModalMessage
        image={props.image ?? site.download('AppDownloadIcon')}
        wideImage={Boolean(props.image)}
        centred
        actions={[{ label: <FormattedMessage id="force_download.download" />, onClick: () => forceDownload.download() }]}
      >
        <p>
          <FormattedMessage id="force_download.text" />
        </p>
      </ModalMessage>
    </Modal>
  );
});

export default ForceDownload;
