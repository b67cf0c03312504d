import { FormattedMessage } from 'react-intl';
import type { SignInError as Failure } from '../../stores/PhoneSignInStore.ts';

/**
 * A sign-in failure as translated text, then its Code and Reason lines; a failure the app shell reported
 * is shown in the app's own words (spec section 8).
 */
export function SignInError({ error }: { error: Failure }) {
  if (error.text)
    return (
      <p className="wl-form__error" role="alert">
        {error.text}
      </p>
    );
  return (
    <div className="wl-form__error" role="alert">
      <p>
        <FormattedMessage id={error.messageId} />
      </p>
      <p>
        <FormattedMessage id="firebase.code" values={{ code: error.code }} />
      </p>
      {error.reason && (
        <p>
          <FormattedMessage id="firebase.reason" values={{ reason: error.reason }} />
        </p>
      )}
    </div>
  );
}
