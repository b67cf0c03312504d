import { FormattedMessage } from 'react-intl';
import { CarryLink } from '../../ui/navigation.tsx';
import type { CaptchaStore } from '../../stores/CaptchaStore.ts';
import { CaptchaWidget } from './CaptchaWidget.tsx';

/**
 * The end of an account form: its captcha, the submit button, and a line leading to the other form. On the
 * server's page a submit before the app runs is held back and sent once it has (earlyTapsScript.ts); the
 * form says `method="post"`, so no browser ever puts its fields in the address.
 */
export function FormEnd({
  captcha,
  busy,
  submitId,
  promptId,
  linkTo,
  linkId,
}: {
  captcha: CaptchaStore;
  busy: boolean;
  submitId: string;
  promptId: string;
  linkTo: string;
  linkId: string;
}) {
  return (
    <>
      <CaptchaWidget captcha={captcha} />
      <button type="submit" className="wl-button wl-form__submit" aria-busy={busy}>
        <FormattedMessage id={submitId} />
      </button>
      <p className="wl-form__links">
        <FormattedMessage id={promptId} />{' '}
        <CarryLink to={linkTo}>
          <FormattedMessage id={linkId} />
        </CarryLink>
      </p>
    </>
  );
}
