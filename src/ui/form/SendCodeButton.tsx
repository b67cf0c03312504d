import { observer } from 'mobx-react-lite';
import { FormattedMessage } from 'react-intl';
import './form.css';

/** "Send code", then the seconds until it may be sent again. */
export const SendCodeButton = observer(function SendCodeButton({ sms, onSend }: { sms: { countdown: number; canSend: boolean }; onSend: () => void }) {
  return (
    <button type="button" className="wl-button wl-button--small" disabled={!sms.canSend} onClick={onSend}>
      {sms.countdown > 0 ? <FormattedMessage id="sms.resend_in" values={{ seconds: sms.countdown }} /> : <FormattedMessage id="sms.send" />}
    </button>
  );
});
