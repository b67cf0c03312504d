import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { runInAction } from 'mobx';
import type { CountryList } from '../../api/types.ts';
import { rememberLogin } from '../../rules/rememberedLogin.ts';
import { makeStores, renderWithStores, seed, siteConfigWith } from '../../../tests/unit/fixtures.tsx';
import { AccountStore } from '../../stores/AccountStore.ts';
import LoginPage from './LoginPage.tsx';

const countries: CountryList = {
  countryCode: 'CN',
  countryDialingCode: '86',
  countries: [{ countryCode: 'CN', countryDialingCode: '86', currency: 'CNY', currencySymbol: '¥' }],
};

/** The login page of royal88 with its captcha off (no script to load) and the countries known. */
async function renderLogin() {
  const stores = makeStores(siteConfigWith('royal88', { register: { captcha: { enabled: false } } }));
  seed(stores.content.countries, countries);
  const login = vi.spyOn(stores.feature(AccountStore), 'login').mockResolvedValue(undefined);
  await act(async () => {
    renderWithStores(<LoginPage />, { stores, url: '/m/login' });
  });
  return { stores, login, user: userEvent.setup() };
}

const form = () => screen.getByRole('form', { name: 'Log in' });
/** A text field by its label (a password input has no role of its own). */
const field = (label: string) => (label === 'Password' ? screen.getByLabelText('Password') : screen.getByRole('textbox', { name: label }));
const submit = () => within(form()).getByRole('button', { name: 'Log in' });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('LoginPage', () => {
  test('shows the username way first, and the tabs switch the panel', async () => {
    const { user } = await renderLogin();
    const byUsername = screen.getByRole('tab', { name: 'Username' });
    const bySms = screen.getByRole('tab', { name: 'SMS code' });
    expect(screen.getByRole('tablist', { name: 'Ways to log in' })).toBeInTheDocument();
    expect(byUsername).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Username' })).toContainElement(screen.getByRole('textbox', { name: 'Username' }));
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.queryByRole('textbox', { name: 'Mobile number' })).not.toBeInTheDocument();

    await user.click(bySms);
    expect(bySms).toHaveAttribute('aria-selected', 'true');
    expect(byUsername).toHaveAttribute('aria-selected', 'false');
    const panel = screen.getByRole('tabpanel', { name: 'SMS code' });
    expect(within(panel).getByRole('textbox', { name: 'Mobile number' })).toBeInTheDocument();
    expect(within(panel).getByRole('textbox', { name: 'SMS code' })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Send code' })).toBeEnabled();
    expect(screen.queryByRole('textbox', { name: 'Username' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();

    await user.click(byUsername);
    expect(screen.getByRole('textbox', { name: 'Username' })).toBeInTheDocument();
  });

  test('the arrow keys move between the tabs', async () => {
    const { user } = await renderLogin();
    await user.click(screen.getByRole('tab', { name: 'Username' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'SMS code' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'SMS code' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Username' })).toHaveFocus();
  });

  test.each([
    { name: 'nothing typed', username: '', password: '', invalid: 'Username' },
    { name: 'only spaces as the username', username: '   ', password: 'pw', invalid: 'Username' },
    { name: 'no password', username: 'lucky8', password: '', invalid: 'Password' },
  ])('with $name, submitting marks and focuses the $invalid field and sends nothing', async ({ username, password, invalid }) => {
    const { login, user } = await renderLogin();
    if (username) await user.type(screen.getByRole('textbox', { name: 'Username' }), username);
    if (password) await user.type(screen.getByLabelText('Password'), password);
    await user.click(submit());
    expect(field(invalid)).toHaveAttribute('aria-invalid', 'true');
    expect(field(invalid)).toHaveFocus();
    const other = field(invalid === 'Username' ? 'Password' : 'Username');
    expect(other).not.toHaveAttribute('aria-invalid');
    expect(login).not.toHaveBeenCalled();
  });

  test('a highlighted empty field clears once something is typed in it', async () => {
    const { user } = await renderLogin();
    await user.click(submit());
    expect(field('Username')).toHaveAttribute('aria-invalid', 'true');
    await user.type(field('Username'), 'lucky8');
    expect(field('Username')).not.toHaveAttribute('aria-invalid');
    await user.click(submit());
    expect(field('Password')).toHaveAttribute('aria-invalid', 'true');
    await user.type(field('Password'), 'p');
    expect(field('Password')).not.toHaveAttribute('aria-invalid');
  });

  test('a second empty submit points at the empty field again', async () => {
    const { user } = await renderLogin();
    await user.click(submit());
    expect(field('Username')).toHaveFocus();
    await user.click(submit());
    expect(field('Username')).toHaveFocus();
  });

  test.each([{ remember: false }, { remember: true }])(
    'submitting logs in with the trimmed username, the password as typed and remember $remember',
    async ({ remember }) => {
      const { login, user } = await renderLogin();
      await user.type(screen.getByRole('textbox', { name: 'Username' }), '  lucky8 ');
      await user.type(screen.getByLabelText('Password'), ' pw 1');
      if (remember) await user.click(screen.getByRole('checkbox', { name: 'Remember me' }));
      await user.click(submit());
      expect(login).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ type: 'username', username: 'lucky8', password: ' pw 1', remember }));
    },
  );

  test('pressing Enter in the password field submits too', async () => {
    const { login, user } = await renderLogin();
    await user.type(screen.getByRole('textbox', { name: 'Username' }), 'lucky8');
    await user.type(screen.getByLabelText('Password'), 'pw{Enter}');
    expect(login).toHaveBeenCalledTimes(1);
  });

  test('an SMS login with no number marks the mobile field; with one it sends number and trimmed code', async () => {
    const { login, user } = await renderLogin();
    await user.click(screen.getByRole('tab', { name: 'SMS code' }));
    await user.click(submit());
    const mobile = screen.getByRole('textbox', { name: 'Mobile number' });
    expect(mobile).toHaveAttribute('aria-invalid', 'true');
    expect(mobile).toHaveFocus();
    await user.type(mobile, '138-0000 0000');
    await user.type(screen.getByRole('textbox', { name: 'SMS code' }), ' 4321 ');
    await user.click(submit());
    expect(login).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ type: 'sms', username: '13800000000', password: '4321' }));
  });

  test('a remembered login of this merchant fills in the form with remember ticked', async () => {
    rememberLogin({ type: 'username', username: 'lucky8', password: 'pw', merchant: 'royal88' });
    await renderLogin();
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveValue('lucky8');
    expect(screen.getByLabelText('Password')).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
  });

  test.each([
    { name: "another merchant's login is ignored", record: { type: 'username' as const, merchant: 'xoso68' }, tab: 'Username', value: '' },
    { name: 'a remembered SMS login opens the SMS way', record: { type: 'sms' as const, merchant: 'royal88' }, tab: 'SMS code', value: '13800000000' },
  ])('$name', async ({ record, tab, value }) => {
    rememberLogin({ username: record.type === 'sms' ? '13800000000' : 'other', password: 'pw', ...record });
    await renderLogin();
    expect(screen.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
    expect(field(tab === 'Username' ? 'Username' : 'Mobile number')).toHaveValue(value);
  });

  test("a throttled login says why on the form: the page's words for the code when the server sent none", async () => {
    const { stores } = await renderLogin();
    act(() => runInAction(() => (stores.feature(AccountStore).loginError = { messageId: 'errors.TOO_MANY_REQUEST_LOGIN' })));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts, please try again later');
  });

  test("a throttled login says the server's words when it sent them (they may say more)", async () => {
    const { stores } = await renderLogin();
    act(() =>
      runInAction(
        () => (stores.feature(AccountStore).loginError = { message: 'Too many attempts: try again in 9 minutes', messageId: 'errors.TOO_MANY_REQUEST_LOGIN' }),
      ),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts: try again in 9 minutes');
  });

  test("a throttled login with a code the page does not know says the server's words", async () => {
    const { stores } = await renderLogin();
    act(() =>
      runInAction(
        () => (stores.feature(AccountStore).loginError = { message: 'Too many attempts, wait 10 minutes', messageId: 'errors.TOO_MANY_REQUEST_NEW' }),
      ),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts, wait 10 minutes');
  });

  test('offers a way to reset a forgotten password that keeps the query', async () => {
    await act(async () => {
      renderWithStores(<LoginPage />, {
        stores: makeStores(siteConfigWith('royal88', { register: { captcha: { enabled: false } } })),
        url: '/m/login?r=FRIEND1',
      });
    });
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/m/forgotPassword?r=FRIEND1');
  });

  test('offers a way to register that keeps the query', async () => {
    await renderLogin();
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', expect.stringContaining('/m/register'));
  });
});
