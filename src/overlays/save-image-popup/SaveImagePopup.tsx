import { observer } from 'mobx-react-lite';
import { useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { imageFileName } from '../../rules/saveImagePopup.ts';
import { useFeature } from '../../stores/index.ts';
import { SaveImagePopupStore } from '../../stores/SaveImagePopupStore.ts';
import { Modal, useCloseModal } from '../../ui/Modal.tsx';
import type { OverlayComponentProps } from '../defineOverlay.ts';
import './save-image-popup.css';

function Actions({ url, onSave }: { url: string; onSave: () => void }) {
  const close = useCloseModal();
  const [copied, setCopied] = useState<'copied' | 'copy_failed'>();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(new URL(url, location.href).href);
      setCopied('copied');
    } catch {
      setCopied('copy_failed');
    }
  };
  return (
    <>
      <div className="wl-modal__actions">
        <button type="button" className="wl-button wl-button--ghost" onClick={() => void copy()}>
          <FormattedMessage id="save_image.copy" />
        </button>
        <a
          className="wl-button"
          href={url}
          download={imageFileName(url)}
          target="_blank"
          rel="noopener noreferrer"
          onClick={() => {
            onSave();
            close();
          }}
        >
          <FormattedMessage id="save_image.save" />
        </a>
      </div>
      <p className="wl-save-image__status" role="status">
        {copied && <FormattedMessage id={`save_image.${copied}`} />}
      </p>
    </>
  );
}

/** A promotional image to keep: save it or copy its link (banner groups m_popup1 and m_popup2). */
const SaveImagePopup = observer(function SaveImagePopup({ props, close }: OverlayComponentProps<'save-image-popup'>) {
  const popups = useFeature(SaveImagePopupStore);
  const saved = useRef(false);
  const banner = popups.image(props.group);
  if (!banner) return null;
  const onClose = () => {
    if (!saved.current) popups.dismiss(props.group);
    close();
  };
  const onSave = () => {
    saved.current = true;
    popups.saved(props.group);
  };
  return (
    <Modal title={<FormattedMessage id="save_image.title" />} onClose={onClose} className="wl-save-image">
      <img className="wl-save-image__image" src={banner.url} alt={banner.alt} />
      <Actions url={banner.url} onSave={onSave} />
    </Modal>
  );
});

export default SaveImagePopup;
