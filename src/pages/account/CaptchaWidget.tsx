import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { captchaErrorText } from '../../rules/captchaErrorText.ts';
import { useStores } from '../../stores/index.ts';
import { CaptchaStore, type CaptchaScene } from '../../stores/CaptchaStore.ts';
import { FailureMessage } from '../../ui/FailureMessage.tsx';

/** A captcha for one scene of this form, started once `active` (its part of the form shows) and dropped on unmount. */
export function useCaptcha(scene: CaptchaScene, active = true): CaptchaStore {
  const { site, alerts, i18n, api } = useStores();
  const [captcha] = useState(() => new CaptchaStore(site.config, alerts, api, scene, () => i18n.language));
  useEffect(() => {
    if (active && captcha.state === 'idle') void captcha.start();
  }, [captcha, active]);
  useEffect(() => () => captcha.dispose(), [captcha]);
  return captcha;
}

/**
 * The captcha's state on the form: loading, waiting (click to verify), success, or error with a retry.
 * `quiet` is for a captcha that its own button starts (Send code): only loading and errors show.
 */
export const CaptchaWidget = observer(function CaptchaWidget({ captcha, quiet = false }: { captcha: CaptchaStore; quiet?: boolean }) {
  if (!captcha.enabled) return null;
  const errorText = captchaErrorText(captcha.error);
  if (quiet && (captcha.state === 'waiting' || captcha.state === 'success')) return null;
  return (
    <div className={`wl-captcha wl-captcha--${captcha.state}`}>
      {captcha.state === 'loading' || captcha.state === 'idle' ? (
        <p role="status">
          <span className="wl-captcha__dot" aria-hidden="true" />
          <FormattedMessage id="captcha.loading" />
        </p>
      ) : captcha.state === 'waiting' ? (
        <button type="button" className="wl-captcha__button" onClick={() => captcha.verify()}>
          <FormattedMessage id="captcha.click_to_verify" />
        </button>
      ) : captcha.state === 'success' ? (
        <p role="status">
          <span className="wl-captcha__mark" aria-hidden="true">
            ✓{' '}
          </span>
          <FormattedMessage id="captcha.success" />
        </p>
      ) : (
        <>
          <p role="alert">
            <span className="wl-captcha__mark" aria-hidden="true">
              !{' '}
            </span>
            <FailureMessage text={errorText} />
            {captcha.error?.code !== undefined && (
              <>
                {' '}
                (<FormattedMessage id="captcha.code" values={{ code: String(captcha.error.code) }} />)
              </>
            )}
          </p>
          <button type="button" className="wl-captcha__button" onClick={() => void captcha.retry()}>
            <FormattedMessage id="captcha.retry" />
          </button>
        </>
      )}
    </div>
  );
});
