import { observer } from 'mobx-react-lite';
import { useEffect, useRef, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { AccountStore } from '../../stores/AccountStore.ts';
import { useStores } from '../../stores/index.ts';
import type { TwoFactorField, TwoFactorStore } from '../../stores/TwoFactorStore.ts';
import { Field } from '../../ui/form/Field.tsx';
import { SendCodeButton } from '../../ui/form/SendCodeButton.tsx';
import { Tabs } from '../../ui/form/Tabs.tsx';
import { Modal, useCloseModal } from '../../ui/Modal.tsx';
import type { OverlayComponentProps } from '../defineOverlay.ts';
import './two-factor.css';
import { FormProblem } from '../../ui/FailureMessage.tsx';

const TAB_LABELS = { G: 'twofactor.tab_ga', S: 'twofactor.tab_sms', E: 'twofactor.tab_email', P: 'twofactor.tab_payee' } as const;
const FIELD_LABELS: Record<TwoFactorField, string> = {
  authCode: 'twofactor.auth_code',
  mobileNum: 'field.mobile',
  verificationCode: 'field.sms_code',
  email: 'twofactor.email',
  payeeName: 'twofactor.payee_name',
};
const FIELD_INPUT: Partial<Record<TwoFactorField, { inputMode?: 'numeric' | 'email'; type?: string; autoComplete?: string }>> = {
  authCode: { inputMode: 'numeric', autoComplete: 'one-time-code' },
  verificationCode: { inputMode: 'numeric', autoComplete: 'one-time-code' },
  mobileNum: { inputMode: 'numeric', type: 'tel' },
  email: { inputMode: 'email', type: 'email' },
};

const VerifyForm = observer(function VerifyForm({ dialog }: { dialog: TwoFactorStore }) {
  const intl = useIntl();
  const close = useCloseModal();
  const form = useRef<HTMLFormElement>(null);
  // A new tab starts at its first field.
  const first = useRef(true);
  useEffect(() => {
    if (first.current) first.current = false;
    else form.current?.querySelector<HTMLElement>('[role="tabpanel"] input')?.focus();
  }, [dialog.active]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void dialog.submit();
  };
  return (
    <form ref={form} onSubmit={submit} noValidate>
      <Tabs
        label={intl.formatMessage({ id: 'twofactor.title' })}
        idPrefix="twofactor"
        active={dialog.active}
        onSelect={(m) => dialog.select(m)}
        tabs={dialog.offered.map((m) => ({ value: m.method, labelId: TAB_LABELS[m.method] }))}
      />
      <div id="twofactor-panel" role="tabpanel" aria-labelledby={`twofactor-tab-${dialog.active}`}>
        {dialog.fields.map((field) => (
          <Field
            key={field}
            id={`twofactor-${field}`}
            labelId={FIELD_LABELS[field]}
            value={dialog.values[field]}
            onChange={(v) => dialog.set(field, v)}
            invalid={dialog.invalidField === field}
            attempt={dialog.attempt}
            {...FIELD_INPUT[field]}
            addon={field === 'verificationCode' ? <SendCodeButton sms={dialog.sms} onSend={() => void dialog.sendCode()} /> : undefined}
          />
        ))}
      </div>
      <FormProblem text={dialog.problem ?? dialog.sms.problem} />
      <div className="wl-modal__actions">
        <button type="button" className="wl-button wl-button--ghost" onClick={close}>
          <FormattedMessage id="app.cancel" />
        </button>
        <button type="submit" className="wl-button" aria-busy={dialog.submitting}>
          <FormattedMessage id="twofactor.submit" />
        </button>
      </div>
    </form>
  );
});

/** Proving it is you after login_verify_required: one tab per method the server offered. */
const TwoFactorDialog = observer(function TwoFactorDialog({ close }: OverlayComponentProps<'two-factor'>) {
  const dialog = useStores().feature(AccountStore).twoFactor;
  if (!dialog) return null;
  return (
    <Modal title={<FormattedMessage id="twofactor.title" />} onClose={close} className="wl-twofactor">
      {dialog.succeeded ? (
        <p role="status" className="wl-twofactor__done">
          <FormattedMessage id="twofactor.success" />
        </p>
      ) : (
        <VerifyForm dialog={dialog} />
      )}
    </Modal>
  );
});

export default TwoFactorDialog;
