// Phone and Google sign-in through the identity provider, with exactly that boundary replaced.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ApiError } from '../../api/failures.ts';
import { renderWithStores, makeStores, siteConfig } from '../../../tests/unit/fixtures.tsx';
import { AccountStore } from '../../stores/AccountStore.ts';
import LoginPage from './LoginPage.tsx';

const provider = vi.hoisted(() => ({
  sendPhoneCode: vi.fn(),
  confirmPhoneCode: vi.fn(),
  signInWithGoogle: vi.fn(),
  isPrivateWindow: vi.fn(async () => false),
}));

vi.mock('../../platform/identity/identityProvider.ts', () => {
  class IdentityError extends Error {
    constructor(
      readonly code: string,
      message: string,
    ) {
      super(message);
    }
  }
  return {
    IdentityError,
    isPrivateWindow: provider.isPrivateWindow,
    openIdentity: async () => ({
      sendPhoneCode: provider.sendPhoneCode,
      confirmPhoneCode: provider.confirmPhoneCode,
      signInWithGoogle: provider.signInWithGoogle,
    }),
  };
});

const calls = vi.hoisted(() => ({ login: vi.fn(), registerByIdentity: vi.fn() }));
vi.mock('../../api/accountCalls.ts', () => ({ login: calls.login, registerByIdentity: calls.registerByIdentity }));
vi.mock('../../platform/deviceId.ts', () => ({ deviceId: async () => '11111111-2222-3333-4444-555555555555' }));

function storesWithPhoneSignIn(accountCreation: boolean, bindOfferRegister?: boolean) {
  const base = siteConfig('xoso68');
  return makeStores({
    ...base,
    sms: { provider: 'firebase', apiKey: 'AIzaTest', authDomain: 'x.firebaseapp.com', projectId: 'x-test', bindOfferRegister },
    whitelabel: { ...base.whitelabel, FIREBASEREG3: { enabled: accountCreation } },
  });
}

async function signInByPhone(accountCreation = false, bindOfferRegister?: boolean) {
  const view = renderWithStores(<LoginPage />, { stores: storesWithPhoneSignIn(accountCreation, bindOfferRegister), url: '/m/login' });
  fireEvent.click(screen.getByRole('tab', { name: 'Phone sign-in' }));
  return view;
}

beforeEach(() => {
  vi.clearAllMocks();
});

test('the code is sent to the full number, and confirming it logs in with the provider token', async () => {
  provider.confirmPhoneCode.mockResolvedValue('id-token-1');
  calls.login.mockResolvedValue({ token: 'tok', userName: 'p849', firstTimeLogin: false, passwordExpired: false });
  const { stores } = await signInByPhone();
  fireEvent.change(screen.getByRole('textbox', { name: 'Mobile number' }), { target: { value: '912345678' } });
  fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
  await waitFor(() => expect(provider.sendPhoneCode).toHaveBeenCalledWith('+84912345678', expect.any(HTMLElement)));
  await screen.findByRole('button', { name: /Resend in 60 s/ });
  fireEvent.change(screen.getByRole('textbox', { name: 'SMS code' }), { target: { value: ' 123456 ' } });
  fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
  await waitFor(() => expect(stores.session.token).toBe('tok'));
  expect(provider.confirmPhoneCode).toHaveBeenCalledWith('123456');
  expect(calls.login).toHaveBeenCalledWith(
    expect.anything(),
    expect.objectContaining({ type: 'firebase', firebaseChannel: 'phone', firebaseIdToken: 'id-token-1' }),
  );
});

test('a provider error shows translated text with Code and Reason lines; a cancelled popup shows nothing', async () => {
  const { IdentityError } = await import('../../platform/identity/identityProvider.ts');
  provider.confirmPhoneCode.mockRejectedValue(new IdentityError('auth/code-expired', 'Send a code first'));
  await signInByPhone();
  fireEvent.change(screen.getByRole('textbox', { name: 'Mobile number' }), { target: { value: '912345678' } });
  fireEvent.change(screen.getByRole('textbox', { name: 'SMS code' }), { target: { value: '123456' } });
  fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('The code has expired, please send a new one');
  expect(alert).toHaveTextContent('Code: auth/code-expired');
  expect(alert).toHaveTextContent('Reason: Send a code first');

  provider.signInWithGoogle.mockRejectedValue(new IdentityError('auth/cancelled-popup-request', 'cancelled'));
  fireEvent.click(screen.getByRole('button', { name: 'Sign in with Google' }));
  await waitFor(() => expect(provider.signInWithGoogle).toHaveBeenCalled());
  await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
});

test('Google sign-in is refused in a private window', async () => {
  provider.isPrivateWindow.mockResolvedValueOnce(true);
  await signInByPhone();
  fireEvent.click(screen.getByRole('button', { name: 'Sign in with Google' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Code: not_support_incognito');
  expect(provider.signInWithGoogle).not.toHaveBeenCalled();
});

describe('bind_customer_required', () => {
  beforeEach(() => {
    provider.signInWithGoogle.mockResolvedValue('id-token-2');
    calls.login.mockRejectedValue(new ApiError('No account is linked', { status: 400, errorCode: 'bind_customer_required' }));
    calls.registerByIdentity.mockResolvedValue({ token: 'new-tok', userName: 'p1', id: 9 });
  });

  test('with account creation on, the account is made at once', async () => {
    const { stores } = await signInByPhone(true);
    fireEvent.click(screen.getByRole('button', { name: 'Sign in with Google' }));
    await waitFor(() => expect(stores.session.token).toBe('new-tok'));
    expect(calls.registerByIdentity).toHaveBeenCalledWith(expect.anything(), { firebaseChannel: 'google', firebaseIdToken: 'id-token-2', login: true });
  });

  test('with it off and registering not allowed, only logging in to an existing account is offered', async () => {
    await signInByPhone(false);
    fireEvent.click(screen.getByRole('button', { name: 'Sign in with Google' }));
    const dialog = await screen.findByRole('dialog', { name: 'No account is linked to this phone yet' });
    expect(screen.getByRole('button', { name: 'Log in to my account' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create a new account' })).not.toBeInTheDocument();
    expect(dialog).toBeInTheDocument();
    expect(calls.registerByIdentity).not.toHaveBeenCalled();
  });

  test('with it off and registering allowed, the player chooses: log in to an existing account, or create one', async () => {
    const { stores } = await signInByPhone(false, true);
    fireEvent.click(screen.getByRole('button', { name: 'Sign in with Google' }));
    const dialog = await screen.findByRole('dialog', { name: 'No account is linked to this phone yet' });
    expect(calls.registerByIdentity).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Log in to my account' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(screen.getByRole('tab', { name: 'Username' })).toHaveAttribute('aria-selected', 'true');

    // The login lock of the first attempt is released 500 ms after it.
    await waitFor(() => expect(stores.feature(AccountStore).processing).toBe(false), { timeout: 1500 });
    fireEvent.click(screen.getByRole('tab', { name: 'Phone sign-in' }));
    fireEvent.click(screen.getByRole('button', { name: 'Sign in with Google' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Create a new account' }));
    await waitFor(() => expect(stores.session.token).toBe('new-tok'));
  });
});

describe('inside the native app', () => {
  type ShellWindow = Window & { WLAppBridge?: { signIn: (channel: string) => void }; wlAppSignInResult?: (result: string) => void };
  const shell = window as ShellWindow;
  const signIn = vi.fn();
  beforeEach(() => {
    shell.WLAppBridge = { signIn };
  });
  afterEach(() => {
    delete shell.WLAppBridge;
    delete shell.wlAppSignInResult;
  });

  test('Google sign-in goes through the shell, and a failure it reports is shown as the app wrote it', async () => {
    await signInByPhone();
    fireEvent.click(screen.getByRole('button', { name: 'Sign in with Google' }));
    expect(signIn).toHaveBeenCalledExactlyOnceWith('google');
    expect(provider.signInWithGoogle).not.toHaveBeenCalled();
    shell.wlAppSignInResult!('Failure: Google Play services are out of date');
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Failure: Google Play services are out of date$/);
    expect(calls.login).not.toHaveBeenCalled();
  });

  test("the shell's ID token logs in", async () => {
    calls.login.mockResolvedValue({ token: 'app-tok', userName: 'g1', firstTimeLogin: false, passwordExpired: false });
    const { stores } = await signInByPhone();
    fireEvent.click(screen.getByRole('button', { name: 'Sign in with Google' }));
    shell.wlAppSignInResult!('id-token-app');
    await waitFor(() => expect(stores.session.token).toBe('app-tok'));
    expect(calls.login).toHaveBeenCalledWith(
      expect.anything(),
      expect.objectContaining({ type: 'firebase', firebaseChannel: 'google', firebaseIdToken: 'id-token-app' }),
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
