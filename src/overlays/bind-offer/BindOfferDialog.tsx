// The choice offered after a phone or social sign-in that no account is linked to.
import { FormattedMessage } from 'react-intl';
import { RegistrationStore } from '../../stores/RegistrationStore.ts';
import { useStores } from '../../stores/index.ts';
import { Modal, useCloseModal } from '../../ui/Modal.tsx';
import type { OverlayComponentProps } from '../defineOverlay.ts';

function Choices({ token, channel, offerRegister, onLogInInstead }: OverlayComponentProps<'bind-offer'>['props']) {
  const stores = useStores();
  const close = useCloseModal();
  return (
    <div className="wl-modal__actions">
      <button
        type="button"
        className="wl-button wl-button--ghost"
        onClick={() => {
          close();
          onLogInInstead();
        }}
      >
        <FormattedMessage id="firebase.bind_login" />
      </button>
      {offerRegister && (
        <button
          type="button"
          className="wl-button"
          onClick={() => {
            close();
            void stores.feature(RegistrationStore).registerWithIdentity(token, channel);
          }}
        >
          <FormattedMessage id="firebase.bind_register" />
        </button>
      )}
    </div>
  );
}

/** A phone or social sign-in with no account behind it: log in to an existing one, or (where allowed) create one. */
export default function BindOfferDialog({ props, close }: OverlayComponentProps<'bind-offer'>) {
  return (
    <Modal title={<FormattedMessage id="firebase.bind_title" />} onClose={close}>
      <Choices {...props} />
    </Modal>
  );
}
