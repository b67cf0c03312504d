import { FormattedMessage, useIntl } from 'react-intl';
import { chooseFailureWords } from '../../api/errorMessage.ts';
import type { AlertProps } from '../../stores/overlayTypes.ts';
import { Modal, useCloseModal } from '../../ui/Modal.tsx';
import { useCarryNavigate } from '../../ui/navigation.tsx';
import type { OverlayComponentProps } from '../defineOverlay.ts';

function ConfirmButton() {
  const close = useCloseModal();
  return (
    <button type="button" className="wl-button" onClick={close}>
      <FormattedMessage id="confirm" />
    </button>
  );
}

/** Closes the alert and leads to the page it offers, or does what it offers. */
function ActionButton({ action }: { action: NonNullable<AlertProps['action']> }) {
  const close = useCloseModal();
  const navigate = useCarryNavigate();
  return (
    <button
      type="button"
      className="wl-button"
      onClick={() => {
        close();
        if ('run' in action) action.run();
        else navigate(action.to);
      }}
    >
      <FormattedMessage id={action.labelId} />
    </button>
  );
}

/** A message the player confirms: translated where the app has the words, else the server's text; maybe a way on. */
export default function AlertDialog({ props, close }: OverlayComponentProps<'alert'>) {
  const intl = useIntl();
  // A server code's words in the player's language when the errors bundle has them, else the server's.
  const words = chooseFailureWords(props, (id) => id in intl.messages);
  return (
    <Modal kind="alertdialog" title={<FormattedMessage id={props.titleId ?? 'notice'} />} onClose={close}>
      <p className="wl-modal__message">{'message' in words ? words.message : intl.formatMessage({ id: words.messageId })}</p>
      <div className="wl-modal__actions">
        {props.action && <ActionButton action={props.action} />}
        <ConfirmButton />
      </div>
    </Modal>
  );
}
