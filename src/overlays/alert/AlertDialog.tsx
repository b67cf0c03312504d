import { FormattedMessage, useIntl } from 'react-intl';
import { Modal, useCloseModal } from '../../ui/Modal.tsx';
import type { OverlayComponentProps } from '../defineOverlay.ts';

function ConfirmButton() {
  const close = useCloseModal();
  return (
    <button type="button" className="wl-button" onClick={close}>
      <FormattedMessage id="confirm" />
    </button>
  );
}

/** A message the player confirms: the server's text, or a translated one when it sent none. */
export default function AlertDialog({ props, close }: OverlayComponentProps<'alert'>) {
  const intl = useIntl();
  return (
    <Modal kind="alertdialog" title={<FormattedMessage id={props.titleId ?? 'notice'} />} onClose={close}>
      <p className="wl-modal__message">{props.message ?? intl.formatMessage({ id: props.messageId ?? 'unknown_error' })}</p>
      <div className="wl-modal__actions">
        <ConfirmButton />
      </div>
    </Modal>
  );
}
