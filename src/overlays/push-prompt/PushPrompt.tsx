import { observer } from 'mobx-react-lite';
import { FormattedMessage } from 'react-intl';
import { useFeature } from '../../stores/index.ts';
import { PushStore } from '../../stores/PushStore.ts';
import { Modal, useCloseModal } from '../../ui/Modal.tsx';
import type { OverlayComponentProps } from '../defineOverlay.ts';

const Ask = observer(function Ask({ push }: { push: PushStore }) {
  const close = useCloseModal();
  return (
    <>
      <p><FormattedMessage id="push.text" /></p>
      <div className="wl-modal__actions">
        <button type="button" className="wl-button wl-button--ghost" onClick={close}>
          <FormattedMessage id="push.not_now" />
        </button>
        <button type="button" className="wl-button" disabled={push.asking} onClick={() => void push.allow()}>
          <FormattedMessage id="push.allow" />
        </button>
      </div>
    </>
  );
});

function Blocked() {
  const close = useCloseModal();
  return (
    <>
      <p><FormattedMessage id="notification_request_tips" /></p>
      <div className="wl-modal__actions">
        <button type="button" className="wl-button" onClick={close}>
          <FormattedMessage id="push.got_it" />
        </button>
      </div>
    </>
  );
}

/**
 * Asks a member to turn notifications on; Allow opens the browser's own question, whose answer either
 * binds the device (the prompt then goes) or, denied, turns the prompt into the tip for unblocking.
 * Closed any other way, it stays away for the browser session.
 */
const PushPrompt = observer(function PushPrompt({ close }: OverlayComponentProps<'push-prompt'>) {
  const push = useFeature(PushStore);
  const blocked = push.permission === 'denied';
  const onClose = () => {
    push.dismiss();
    close();
  };
  return (
    <Modal kind="sheet" title={<FormattedMessage id={blocked ? 'push.blocked_title' : 'push.title'} />} onClose={onClose}>
      {blocked ? <Blocked /> : <Ask push={push} />}
    </Modal>
  );
});

export default PushPrompt;
