import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { runInAction } from 'mobx';
import { sendSmsCode, verifyLogin, type LoginAnswer, type VerificationMethods } from '../../api/accountCalls.ts';
import { ApiError } from '../../api/failures.ts';
import { AccountStore } from '../../stores/AccountStore.ts';
import { TwoFactorStore } from '../../stores/TwoFactorStore.ts';
import { makeStores, renderSettled } from '../../../tests/unit/fixtures.tsx';

vi.mock('../../api/accountCalls.ts', () => ({ verifyLogin: vi.fn(), sendSmsCode: vi.fn() }));

const answer: LoginAnswer = {
  token: 'tok-2fa',
  id: 7,
  customerId: 7,
  userName: 'lucky8',
  customerType: 0,
  firstTimeLogin: false,
  passwordExpired: false,
  defaultPassword: false,
};

/** The dialog open over a page, for a login that answered login_verify_required with `methods`. */
async function renderDialog(methods: VerificationMethods) {
  const stores = makeStores();
  const callbacks = { verified: vi.fn(), finished: vi.fn() };
  const store = new TwoFactorStore(stores.api, methods, { username: 'lucky8', password: 'pw' }, () => '86', callbacks);
  runInAction(() => (stores.feature(AccountStore).twoFactor = store));
  stores.overlays.open('two-factor', {}, { onClose: () => stores.feature(AccountStore).closeTwoFactor() });
  await renderSettled(null, { stores });
  return { stores, store, callbacks, user: userEvent.setup() };
}

const dialog = () => screen.getByRole('dialog', { name: 'Verify it is you' });
/** The overlay's code and messages load on demand, as in the app. */
const open = async (methods: VerificationMethods) => {
  const rendered = await renderDialog(methods);
  await screen.findByRole('dialog', { name: 'Verify it is you' });
  return rendered;
};

beforeEach(() => {
  vi.mocked(verifyLogin).mockReset().mockResolvedValue(answer);
  vi.mocked(sendSmsCode).mockReset().mockResolvedValue({});
});

describe('TwoFactorDialog', () => {
  test.each([
    { methods: { ga: true, sms: true, email: true, payeeName: true }, tabs: ['Google authenticator', 'SMS', 'Email', 'Real payee name'] },
    { methods: { payeeName: true, sms: true }, tabs: ['SMS', 'Real payee name'] },
    { methods: { email: true, ga: true }, tabs: ['Google authenticator', 'Email'] },
  ])('offers one tab per method the server listed, in order: $tabs', async ({ methods, tabs }) => {
    await open(methods);
    expect(
      within(dialog())
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(tabs);
    expect(within(dialog()).getByRole('tab', { name: tabs[0] })).toHaveAttribute('aria-selected', 'true');
  });

  test('a single method shows its field without tabs; focus starts on the dialog, as in every modal', async () => {
    await open({ ga: true });
    expect(within(dialog()).queryByRole('tablist')).not.toBeInTheDocument();
    expect(within(dialog()).getByRole('textbox', { name: 'Authenticator code' })).toBeInTheDocument();
    expect(dialog()).toHaveFocus();
  });

  test.each([
    { tab: 'Google authenticator', fields: ['Authenticator code'] },
    { tab: 'SMS', fields: ['Mobile number', 'SMS code'] },
    { tab: 'Email', fields: ['Email address'] },
    { tab: 'Real payee name', fields: ['Real payee name'] },
  ])('the $tab tab asks for $fields', async ({ tab, fields }) => {
    const { user } = await open({ ga: true, sms: true, email: true, payeeName: true });
    await user.click(within(dialog()).getByRole('tab', { name: tab }));
    const panel = within(dialog()).getByRole('tabpanel', { name: tab });
    expect(within(panel).getAllByRole('textbox')).toHaveLength(fields.length);
    for (const name of fields) expect(within(panel).getByRole('textbox', { name })).toBeInTheDocument();
  });

  test('an empty submit marks and focuses the field, and nothing is sent', async () => {
    const { user } = await open({ ga: true, sms: true });
    await user.click(within(dialog()).getByRole('button', { name: 'Verify' }));
    const code = within(dialog()).getByRole('textbox', { name: 'Authenticator code' });
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(code).toHaveFocus();
    expect(verifyLogin).not.toHaveBeenCalled();
  });

  test('a passed check shows the success line in place of the form', async () => {
    const { user, callbacks } = await open({ ga: true, sms: true });
    await user.type(within(dialog()).getByRole('textbox', { name: 'Authenticator code' }), ' 123456 ');
    await user.click(within(dialog()).getByRole('button', { name: 'Verify' }));
    expect(verifyLogin).toHaveBeenCalledWith(expect.anything(), { username: 'lucky8', password: 'pw', method: 'G', authCode: '123456' });
    expect(await within(dialog()).findByRole('status')).toHaveTextContent('Verification successful, logging in soon');
    expect(within(dialog()).queryByRole('button', { name: 'Verify' })).not.toBeInTheDocument();
    expect(within(dialog()).queryByRole('tab')).not.toBeInTheDocument();
    // The login carries on 500 ms later (TwoFactorStore's tests time it).
    expect(callbacks.verified).not.toHaveBeenCalled();
  });

  test('a refused code keeps the form for another try', async () => {
    vi.mocked(verifyLogin).mockRejectedValueOnce(new ApiError('Wrong code', { errorCode: 'ga.code.err' }));
    const { user } = await open({ ga: true });
    await user.type(within(dialog()).getByRole('textbox', { name: 'Authenticator code' }), '000000');
    await user.click(within(dialog()).getByRole('button', { name: 'Verify' }));
    expect(verifyLogin).toHaveBeenCalledTimes(1);
    expect(within(dialog()).getByRole('button', { name: 'Verify' })).toHaveAttribute('aria-busy', 'false');
    expect(screen.queryByText('Verification successful, logging in soon')).not.toBeInTheDocument();
  });

  test('the SMS tab sends a code to the number typed, then counts down', async () => {
    const { user } = await open({ ga: true, sms: true });
    await user.click(within(dialog()).getByRole('tab', { name: 'SMS' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Send code' }));
    expect(within(dialog()).getByRole('textbox', { name: 'Mobile number' })).toHaveAttribute('aria-invalid', 'true');
    expect(sendSmsCode).not.toHaveBeenCalled();
    await user.type(within(dialog()).getByRole('textbox', { name: 'Mobile number' }), '13800000000');
    await user.click(within(dialog()).getByRole('button', { name: 'Send code' }));
    expect(sendSmsCode).toHaveBeenCalledWith(expect.anything(), { countryDialingCode: '86', mobileNum: '13800000000' });
    expect(await within(dialog()).findByRole('button', { name: 'Resend in 60 s' })).toBeDisabled();
  });

  test('Cancel closes the dialog', async () => {
    const { user, stores, store } = await open({ ga: true });
    const stop = vi.spyOn(store.sms, 'stop');
    await user.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(stores.feature(AccountStore).twoFactor).toBeUndefined();
    expect(stop).toHaveBeenCalled();
  });

  test('is a modal dialog', async () => {
    await open({ ga: true });
    expect(dialog()).toHaveAttribute('aria-modal', 'true');
  });
});
