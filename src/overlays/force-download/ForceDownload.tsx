import { observer } from 'mobx-react-lite';
import { FormattedMessage } from 'react-intl';
import { useFeature, useStores } from '../../stores/index.ts';
import { ForceDownloadStore } from '../../stores/ForceDownloadStore.ts';
import { Modal } from '../../ui/Modal.tsx';
import type { OverlayComponentProps } from '../defineOverlay.ts';
import './force-download.css';

/** Asks a logged-in player outside the app to download it; the button calls the download handler. */
const ForceDownload = observer(function ForceDownload({ props, close }: OverlayComponentProps<'force-download'>) {
  const { site } = useStores();
  const forceDownload = useFeature(ForceDownloadStore);
  const image = props.image ?? site.download('AppDownloadIcon');
  const onClose = () => {
    forceDownload.closed();
    close();
  };
  return (
    <Modal title={<FormattedMessage id="force_download.title" values={{ name: site.config.name }} />} onClose={onClose} className="wl-force-download">
      {image && <img className={props.image ? 'wl-force-download__art' : 'wl-force-download__icon'} src={image} alt="" />}
      <p className="wl-force-download__text"><FormattedMessage id="force_download.text" /></p>
      <div className="wl-modal__actions">
        <button type="button" className="wl-button wl-force-download__go" onClick={() => forceDownload.download()}>
          <FormattedMessage id="force_download.download" />
        </button>
      </div>
    </Modal>
  );
});

export default ForceDownload;
