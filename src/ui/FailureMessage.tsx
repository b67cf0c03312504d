// The words for a failed call, as api/errorMessage.ts picks them: the server's own text, else a server
// code's text from the errors bundle in the player's language (that bundle loads only when one shows),
// else a message of the screen's bundles.
import { FormattedMessage, useIntl } from 'react-intl';
import { chooseFailureWords, ERROR_BUNDLE, isErrorMessageId, type FailureWords } from '../api/errorMessage.ts';
import { NeedsMessages } from './NeedsMessages.tsx';

function Words({ text }: { text: FailureWords }) {
  const intl = useIntl();
  const words = chooseFailureWords(text, (id) => id in intl.messages);
  return 'message' in words ? words.message : <FormattedMessage id={words.messageId} />;
}

export function FailureMessage({ text }: { text: FailureWords }) {
  if (text.message || !isErrorMessageId(text.messageId)) return <Words text={text} />;
  // Inline text: nothing shows for the moment the bundle takes, rather than a spinner inside a sentence.
  return (
    <NeedsMessages bundles={[ERROR_BUNDLE]} fallback={null}>
      <Words text={text} />
    </NeedsMessages>
  );
}

/** A form's line saying why nothing happened (a throttled call, say), read out as it appears. */
export function FormProblem({ text }: { text: FailureWords | undefined }) {
  return text ? (
    <p className="wl-form__error" role="alert">
      <FailureMessage text={text} />
    </p>
  ) : null;
}
