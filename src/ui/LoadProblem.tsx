import { FormattedMessage } from 'react-intl';

/** Says a part of a page could not be loaded, with a way to try again. */
export function LoadProblem({ messageId, onRetry }: { messageId: string; onRetry: () => void }) {
  return (
    <div className="wl-load-problem" role="alert">
      <p><FormattedMessage id={messageId} /></p>
      <button type="button" className="wl-button wl-button--ghost" onClick={onRetry}><FormattedMessage id="retry_once" /></button>
    </div>
  );
}
