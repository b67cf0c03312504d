import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as calls from '../../api/passwordResetCalls.ts';
import type { CountryList } from '../../api/types.ts';
import { ApiError } from '../../api/failures.ts';
import { makeStores, renderWithStores, seed, siteConfigWith } from '../../../tests/unit/fixtures.tsx';
import ForgotPasswordPage from './ForgotPasswordPage.tsx';

vi.mock('../../api/passwordResetCalls.ts', () => ({
  sendResetSms: vi.fn(),
  sendResetEmail: vi.fn(),
  checkResetLink: vi.fn(),
  resetPassword: vi.fn(),
}));

const countries: CountryList = {
  countryCode: 'VN',
  countryDialingCode: '84',
  countries: [{ countryCode: 'VN', countryDialingCode: '84', currency: 'VND', currencySymbol: '₫' }],
};

/** The reset page of xoso68 (no captcha scenes) at `url`. */
async function renderReset(url = '/m/forgotPassword') {
  const stores = makeStores(siteConfigWith('xoso68', { register: { captcha: { enabled: false } } }));
  seed(stores.content.countries, countries);
  await act(async () => {
    renderWithStores(<ForgotPasswordPage />, { stores, url });
  });
  return { stores, user: userEvent.setup() };
}

const location = () => screen.getByRole('status', { name: 'location' });
const newPassword = () => screen.getByLabelText('New password', { exact: true });
const repeatPassword = () => screen.getByLabelText('New password again');

beforeEach(() => {
  vi.mocked(calls.sendResetSms)
    .mockReset()
    .mockResolvedValue({ expirationTime: Date.now() + 60_000 });
  vi.mocked(calls.sendResetEmail).mockReset().mockResolvedValue({ validMinutes: 30 });
  vi.mocked(calls.checkResetLink).mockReset();
  vi.mocked(calls.resetPassword).mockReset().mockResolvedValue({ userName: 'lucky8' });
});

describe('ForgotPasswordPage', () => {
  test('by SMS: the reset code goes to the number, and number, code and new password reset it', async () => {
    const { user } = await renderReset();
    expect(screen.getByRole('tab', { name: 'By SMS code' })).toHaveAttribute('aria-selected', 'true');
    await user.type(screen.getByRole('textbox', { name: 'Mobile number' }), '912345678');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(calls.sendResetSms).toHaveBeenCalledExactlyOnceWith(expect.anything(), { countryDialingCode: '84', mobileNum: '912345678' });
    await screen.findByRole('button', { name: /Resend in \d+ s/ });
    await user.type(screen.getByRole('textbox', { name: 'SMS code' }), '123456');
    await user.type(newPassword(), 'new-pass-1');
    await user.type(repeatPassword(), 'new-pass-1');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(calls.resetPassword).toHaveBeenCalledExactlyOnceWith(expect.anything(), {
      mobileNum: '912345678',
      countryDialingCode: '84',
      verificationCode: '123456',
      newPassword: 'new-pass-1',
    });
    expect(await screen.findByText('Your password has been changed. Log in as lucky8 with your new password.')).toHaveAttribute('role', 'status');
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/m/login');
  });

  test.each([
    { name: 'no code', fill: { mobile: '912345678' }, invalid: () => screen.getByRole('textbox', { name: 'SMS code' }) },
    { name: 'no new password', fill: { mobile: '912345678', code: '1' }, invalid: newPassword },
  ])('by SMS with $name marks that field and sends nothing', async ({ fill, invalid }) => {
    const { user } = await renderReset();
    await user.type(screen.getByRole('textbox', { name: 'Mobile number' }), fill.mobile);
    if (fill.code) await user.type(screen.getByRole('textbox', { name: 'SMS code' }), fill.code);
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(invalid()).toHaveAttribute('aria-invalid', 'true');
    expect(invalid()).toHaveFocus();
    expect(calls.resetPassword).not.toHaveBeenCalled();
  });

  test('two different new passwords, or a short one, are said and not sent', async () => {
    const { user } = await renderReset();
    await user.type(screen.getByRole('textbox', { name: 'Mobile number' }), '912345678');
    await user.type(screen.getByRole('textbox', { name: 'SMS code' }), '123456');
    await user.type(newPassword(), 'new-pass-1');
    await user.type(repeatPassword(), 'new-pass-2');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(screen.getByRole('alert')).toHaveTextContent('The two new passwords differ');
    await user.clear(newPassword());
    await user.type(newPassword(), '123');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Passwords have at least 6 characters');
    expect(calls.resetPassword).not.toHaveBeenCalled();
  });

  test('too many tries are said on the form', async () => {
    vi.mocked(calls.sendResetSms).mockRejectedValue(
      new ApiError('Too many attempts, please try again later', { status: 429, errorCode: 'TOO_MANY_REQUEST_PASSWORD_RESET' }),
    );
    const { user } = await renderReset();
    await user.type(screen.getByRole('textbox', { name: 'Mobile number' }), '912345678');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts, please try again later');
  });

  test('by e-mail: a malformed address is said; a good one is told a link is on its way, whether or not it has an account', async () => {
    const { user } = await renderReset();
    await user.click(screen.getByRole('tab', { name: 'By e-mail' }));
    const email = within(screen.getByRole('tabpanel')).getByRole('textbox', { name: 'Email address' });
    await user.type(email, 'me@example');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Please enter a valid e-mail address');
    expect(calls.sendResetEmail).not.toHaveBeenCalled();
    // A wrong address keeps its mark and its reason while it is being mended.
    await user.type(email, '.');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Please enter a valid e-mail address');
    await user.type(email, 'test');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(calls.sendResetEmail).toHaveBeenCalledExactlyOnceWith(expect.anything(), { email: 'me@example.test' });
    expect(await screen.findByText('If an account uses me@example.test, a link to reset its password is on its way. It works for 30 minutes.')).toHaveAttribute(
      'role',
      'status',
    );
  });

  test('a mailed link is checked, leaves the address bar, and sets the new password of the account it names', async () => {
    vi.mocked(calls.checkResetLink).mockResolvedValue({ userName: 'mailer1', expirationTime: 0 });
    vi.mocked(calls.resetPassword).mockResolvedValue({ userName: 'mailer1' });
    const { user } = await renderReset('/m/forgotPassword?resetToken=tok-123&r=FRIEND1');
    expect(await screen.findByText('Choose a new password for mailer1.')).toBeInTheDocument();
    expect(calls.checkResetLink).toHaveBeenCalledExactlyOnceWith(expect.anything(), { resetToken: 'tok-123' });
    expect(location()).toHaveTextContent(/^\/m\/forgotPassword\?r=FRIEND1$/);
    await user.type(newPassword(), 'new-pass-1');
    await user.type(repeatPassword(), 'new-pass-1');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(calls.resetPassword).toHaveBeenCalledExactlyOnceWith(expect.anything(), { resetToken: 'tok-123', newPassword: 'new-pass-1' });
    await screen.findByText('Your password has been changed. Log in as mailer1 with your new password.');
  });

  test('a dead link says so and offers to ask for a new one', async () => {
    vi.mocked(calls.checkResetLink).mockRejectedValue(new ApiError('expired', { status: 400, errorCode: 'reset.link.invalid' }));
    const { user } = await renderReset('/m/forgotPassword?resetToken=tok-old');
    expect(await screen.findByRole('alert')).toHaveTextContent('This link has expired or has already been used.');
    await user.click(screen.getByRole('button', { name: 'Request a new link' }));
    expect(screen.getByRole('tab', { name: 'By SMS code' })).toBeInTheDocument();
  });
});
