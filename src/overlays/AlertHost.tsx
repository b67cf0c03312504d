import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useCarryNavigate } from '../ui/navigation.tsx';
import { useStores } from '../stores/index.ts';
import './overlays.css';

function Dialog({ labelId, children }: { labelId: string; children: React.ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.querySelector<HTMLElement>('button')?.focus();
  }, []);
  return (
    <div className="wl-modal" role="presentation">
      <div className="wl-modal__box" role="alertdialog" aria-modal="true" aria-labelledby={labelId} ref={ref}>
        {children}
      </div>
    </div>
  );
}

/** Alerts, short notices and the log-in offer after a lost session. */
export const AlertHost = observer(function AlertHost() {
  const { alerts, session } = useStores();
  const intl = useIntl();
  const navigate = useCarryNavigate();
  const alert = alerts.current;
  return (
    <>
      {session.loginPromptOpen ? (
        <Dialog labelId="wl-login-prompt">
          <h2 id="wl-login-prompt"><FormattedMessage id="please_log_in" /></h2>
          <div className="wl-modal__actions">
            <button type="button" className="wl-button wl-button--ghost" onClick={() => session.closeLoginPrompt()}>
              <FormattedMessage id="app.close" />
            </button>
            <button type="button" className="wl-button" onClick={() => { session.closeLoginPrompt(); navigate('/m/login'); }}>
              <FormattedMessage id="nav.login" />
            </button>
          </div>
        </Dialog>
      ) : alert ? (
        <Dialog labelId={`wl-alert-${alert.id}`}>
          <h2 id={`wl-alert-${alert.id}`}><FormattedMessage id={alert.titleId ?? 'notice'} /></h2>
          <p>{alert.message ?? intl.formatMessage({ id: alert.messageId ?? 'unknown_error' })}</p>
          <div className="wl-modal__actions">
            <button type="button" className="wl-button" onClick={() => alerts.dismiss(alert.id)}>
              <FormattedMessage id="confirm" />
            </button>
          </div>
        </Dialog>
      ) : null}
      <div className="wl-notices" role="status" aria-live="polite">
        {alerts.notices.map((n) => (
          <p key={n.id} className="wl-notice"><FormattedMessage id={n.messageId} /></p>
        ))}
      </div>
    </>
  );
});
