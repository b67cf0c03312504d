import { observer } from 'mobx-react-lite';
import { FormattedMessage } from 'react-intl';
import { useFeature } from '../../stores/index.ts';
import { PushStore } from '../../stores/PushStore.ts';
import { Modal } from '../../ui/Modal.tsx';
import { ModalMessage, type ModalAction } from '../../ui/ModalMessage.tsx';
import type { OverlayComponentProps } from '../defineOverlay.ts';

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
  const actions: ModalAction[] = blocked
    ? [{ label: <FormattedMessage id="push.got_it" /> }]
    : [
        { label: <FormattedMessage id="push.not_now" />, ghost: true },
        { label: <FormattedMessage id="push.allow" />, disabled: push.asking, onClick: () => void push.allow() },
      ];
  return (
    <Modal kind="sheet" title={<FormattedMessage id={blocked ? 'push.blocked_title' : 'push.title'} />} onClose={onClose}>
      <ModalMessage actions={actions}>
        <p>
          <FormattedMessage id={blocked ? 'notification_request_tips' : 'push.text'} />
        </p>
      </ModalMessage>
    </Modal>
  );
});

export default PushPrompt;
