import { observer } from 'mobx-react-lite';
import { FormattedMessage } from 'react-intl';
import { useStores } from '../stores/index.ts';
import './notices.css';

/** Short notices (no connection, a slow line) that go away on their own, read out politely. */
export const Notices = observer(function Notices() {
  const { alerts } = useStores();
  return (
    <div className="wl-notices" role="status" aria-live="polite">
      {alerts.notices.map((n) => (
        <p key={n.id} className="wl-notice">
          <FormattedMessage id={n.messageId} />
        </p>
      ))}
    </div>
  );
});
