import { FormattedMessage } from 'react-intl';
import { CarryLink } from '../../ui/navigation.tsx';
import type { CaptchaStore } from '../../stores/CaptchaStore.ts';
import { CaptchaWidget } from './CaptchaWidget.tsx';
import { useServerView } from '../../ui/serverView.ts';

/** The end of an account form: its captcha, the submit button, and a line leading to the other form. */
export function FormEnd({ captcha, busy, submitId, promptId, linkTo, linkId }: {
  captcha: CaptchaStore;
  busy: boolean;
  submitId: string;
  promptId: string;
  linkTo: string;
  linkId: string;
}) {
  // The server's form cannot be sent before the app takes it over: the browser would put its fields in the address.
  const inert = useServerView();
  return (
    <>
      <CaptchaWidget captcha={captcha} />
      <button type="submit" className="wl-button wl-form__submit" aria-busy={busy} disabled={inert}>
        <FormattedMessage id={submitId} />
      </button>
      <p className="wl-form__links">
        <FormattedMessage id={promptId} /> <CarryLink to={linkTo}><FormattedMessage id={linkId} /></CarryLink>
      </p>
    </>
  );
}
