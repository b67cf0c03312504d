import { FormattedMessage } from 'react-intl';
import { PATHS } from '../../rules/paths.ts';
import { Modal, useCloseModal } from '../../ui/Modal.tsx';
import { useCarryNavigate } from '../../ui/navigation.tsx';
import type { OverlayComponentProps } from '../defineOverlay.ts';

function Actions() {
  const close = useCloseModal();
  const navigate = useCarryNavigate();
  return (
    <div className="wl-modal__actions">
      <button type="button" className="wl-button wl-button--ghost" onClick={close}>
        <FormattedMessage id="app.close" />
      </button>
      <button
        type="button"
        className="wl-button"
        onClick={() => {
          close();
          navigate(PATHS.login);
        }}
      >
        <FormattedMessage id="nav.login" />
      </button>
    </div>
  );
}

/** The session is gone (spec section 8): 'please log in', with a way to the login page. */
export default function LoginPrompt({ close }: OverlayComponentProps<'login-prompt'>) {
  return (
    <Modal kind="alertdialog" title={<FormattedMessage id="please_log_in" />} onClose={close}>
      <Actions />
    </Modal>
  );
}
