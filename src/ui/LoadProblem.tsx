import { FormattedMessage } from 'react-intl';
import { failureText } from '../rules/failureText.ts';
import { FailureMessage } from './FailureMessage.tsx';

/**
 * Says a part of a page could not be loaded, with a way to try again: in the error catalogue's words
 * (spec section 8) when the failed call's error is given, else in the page's own.
 */
export function LoadProblem({ messageId, error, onRetry }: { messageId: string; error?: unknown; onRetry: () => void }) {
  const text = error === undefined ? { messageId } : failureText(error, navigator.onLine);
  return (
    <div className="wl-load-problem" role="alert">
      <p>
        <FailureMessage text={text} />
      </p>
      <button type="button" className="wl-button wl-button--ghost" onClick={onRetry}>
        <FormattedMessage id="retry_once" />
      </button>
    </div>
  );
}
