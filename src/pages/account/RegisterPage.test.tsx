import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sendSmsCode, suggestUsername } from '../../api/accountCalls.ts';
import type { CountryList } from '../../api/types.ts';
import type { SiteConfig } from '../../config/types.generated.ts';
import { makeStores, renderWithStores, seed, siteConfigWith } from '../../../tests/unit/fixtures.tsx';
import { RegistrationStore } from '../../stores/RegistrationStore.ts';
import RegisterPage from './RegisterPage.tsx';

vi.mock('../../api/accountCalls.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../api/accountCalls.ts')>()),
  sendSmsCode: vi.fn(),
  suggestUsername: vi.fn(),
}));

const countries: CountryList = {
  countryCode: 'CN',
  countryDialingCode: '86',
  countries: [
    { countryCode: 'CN', countryDialingCode: '86', currency: 'CNY', currencySymbol: '¥' },
    { countryCode: 'VN', countryDialingCode: '84', currency: 'VND', currencySymbol: '₫' },
    { countryCode: 'BR', countryDialingCode: '55', currency: 'BRL', currencySymbol: 'R$' },
  ],
};

/** The register page of royal88 (prefix +86) with its captcha off, the countries known, and the flags given. */
async function renderRegister({ mobileDefaultPassword = false, countryCode = true }: { mobileDefaultPassword?: boolean; countryCode?: boolean } = {}) {
  const whitelabel: Partial<SiteConfig['whitelabel']> = { COUNTRYCODE3: { enabled: countryCode } };
  const stores = makeStores(siteConfigWith('royal88', { register: { captcha: { enabled: false }, mobileDefaultPassword }, whitelabel }));
  seed(stores.content.countries, countries);
  const register = vi.spyOn(stores.feature(RegistrationStore), 'register').mockResolvedValue(undefined);
  await act(async () => {
    renderWithStores(<RegisterPage />, { stores, url: '/m/register' });
  });
  return { stores, register, user: userEvent.setup() };
}

const submit = () => within(screen.getByRole('form', { name: 'Register' })).getByRole('button', { name: 'Register' });
const mobileTab = () => screen.getByRole('tab', { name: 'Mobile number' });
const panel = () => screen.getByRole('tabpanel');

beforeEach(() => vi.mocked(sendSmsCode).mockReset().mockResolvedValue({}));
afterEach(() => {
  vi.restoreAllMocks();
});

describe('RegisterPage', () => {
  test('offers a username way with a hint, and a mobile way', async () => {
    const { user } = await renderRegister();
    expect(screen.getByRole('tab', { name: 'Username' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveAccessibleDescription('4 to 16 letters, digits or _');
    expect(within(panel()).getByLabelText('Password')).toHaveAttribute('autocomplete', 'new-password');
    await user.click(mobileTab());
    expect(mobileTab()).toHaveAttribute('aria-selected', 'true');
    expect(within(panel()).getByRole('textbox', { name: 'Mobile number' })).toBeInTheDocument();
    expect(within(panel()).getByRole('textbox', { name: 'SMS code' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Username' })).not.toBeInTheDocument();
  });

  test.each([
    { mobileDefaultPassword: true, shown: false },
    { mobileDefaultPassword: false, shown: true },
  ])('the mobile way shows a password field: $shown (merchant default password $mobileDefaultPassword)', async ({ mobileDefaultPassword, shown }) => {
    const { user } = await renderRegister({ mobileDefaultPassword });
    await user.click(mobileTab());
    if (shown) expect(within(panel()).getByLabelText('Password')).toBeInTheDocument();
    else expect(within(panel()).queryByLabelText('Password')).not.toBeInTheDocument();
  });

  test.each([
    { name: 'nothing typed', way: 'username', fill: {}, invalid: 'Username' },
    { name: 'no password', way: 'username', fill: { Username: 'newbie' }, invalid: 'Password' },
    { name: 'no number', way: 'mobile', fill: {}, invalid: 'Mobile number' },
    { name: 'no code', way: 'mobile', fill: { 'Mobile number': '13800000000' }, invalid: 'SMS code' },
    { name: 'no password where one is asked', way: 'mobile', fill: { 'Mobile number': '13800000000', 'SMS code': '4321' }, invalid: 'Password' },
  ])('the $way way with $name marks and focuses $invalid and registers nothing', async ({ way, fill, invalid }) => {
    const { register, user } = await renderRegister({ mobileDefaultPassword: false });
    if (way === 'mobile') await user.click(mobileTab());
    for (const [label, value] of Object.entries(fill)) await user.type(within(panel()).getByRole('textbox', { name: label }), value);
    await user.click(submit());
    const field = invalid === 'Password' ? within(panel()).getByLabelText('Password') : within(panel()).getByRole('textbox', { name: invalid });
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveFocus();
    expect(register).not.toHaveBeenCalled();
  });

  test('a highlighted empty field clears as soon as it holds something, and the next empty one is pointed at', async () => {
    const { user } = await renderRegister({ mobileDefaultPassword: false });
    const username = screen.getByRole('textbox', { name: 'Username' });
    await user.click(submit());
    expect(username).toHaveAttribute('aria-invalid', 'true');
    await user.type(username, ' ');
    expect(username).toHaveAttribute('aria-invalid', 'true');
    await user.type(username, 'n');
    expect(username).not.toHaveAttribute('aria-invalid');
    await user.click(submit());
    const password = within(panel()).getByLabelText('Password');
    expect(password).toHaveAttribute('aria-invalid', 'true');
    await user.type(password, 'x');
    expect(password).not.toHaveAttribute('aria-invalid');
  });

  test("the mobile number's highlight clears once a digit is in, not for characters the field drops", async () => {
    const { user } = await renderRegister();
    await user.click(mobileTab());
    const mobile = within(panel()).getByRole('textbox', { name: 'Mobile number' });
    await user.click(submit());
    expect(mobile).toHaveAttribute('aria-invalid', 'true');
    await user.type(mobile, 'ab');
    expect(mobile).toHaveAttribute('aria-invalid', 'true');
    await user.type(mobile, '1');
    expect(mobile).not.toHaveAttribute('aria-invalid');
  });

  test('registers by username with what was typed', async () => {
    const { register, user } = await renderRegister();
    await user.type(screen.getByRole('textbox', { name: 'Username' }), 'newbie');
    await user.type(within(panel()).getByLabelText('Password'), 'pw 2');
    await user.click(submit());
    expect(register).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ by: 'username', username: 'newbie', password: 'pw 2' }));
  });

  test('a suggested username fills in the field from what was typed, keeps the password and is announced', async () => {
    vi.mocked(suggestUsername).mockResolvedValue({ username: 'lucky123456' });
    const { register, user } = await renderRegister();
    await user.type(screen.getByRole('textbox', { name: 'Username' }), 'lucky!');
    await user.type(within(panel()).getByLabelText('Password'), 'pw 2');
    await user.click(screen.getByRole('button', { name: 'Suggest a username' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Username' })).toHaveValue('lucky123456'));
    expect(suggestUsername).toHaveBeenCalledExactlyOnceWith(expect.anything(), 'lucky');
    expect(screen.getByText('Suggested username: lucky123456')).toHaveAttribute('role', 'status');
    expect(within(panel()).getByLabelText('Password')).toHaveValue('pw 2');
    await user.click(submit());
    expect(register).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ by: 'username', username: 'lucky123456', password: 'pw 2' }));
  });

  test('registers by mobile without a password when the merchant supplies one', async () => {
    const { register, user } = await renderRegister({ mobileDefaultPassword: true });
    await user.click(mobileTab());
    await user.type(screen.getByRole('textbox', { name: 'Mobile number' }), '13800000000');
    await user.type(screen.getByRole('textbox', { name: 'SMS code' }), '4321');
    await user.click(submit());
    expect(register).toHaveBeenCalledExactlyOnceWith(
      expect.objectContaining({
        by: 'mobile',
        mobileNum: '13800000000',
        countryDialingCode: '86',
        verificationCode: '4321',
        password: undefined,
      }),
    );
  });

  test('the country-code button opens a list of countries; picking one changes the code', async () => {
    const { register, user } = await renderRegister({ mobileDefaultPassword: true });
    await user.click(mobileTab());
    await user.click(screen.getByRole('button', { name: 'Country code +86' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose a country code' });
    expect(
      within(dialog)
        .getAllByRole('button', { name: /\+\d+$/ })
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['China +86', 'Vietnam +84', 'Brazil +55']);
    expect(within(dialog).getByRole('button', { name: 'China +86' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(dialog).getByRole('button', { name: 'Vietnam +84' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The chosen country's flag is an SVG image, not an emoji that needs a font.
    expect(screen.getByRole('button', { name: 'Country code +84' }).querySelector('img')?.getAttribute('src')).toMatch(/VN[^/]*\.svg/);
    await user.type(screen.getByRole('textbox', { name: 'Mobile number' }), '912345678');
    await user.type(screen.getByRole('textbox', { name: 'SMS code' }), '4321');
    await user.click(submit());
    expect(register).toHaveBeenCalledWith(expect.objectContaining({ countryDialingCode: '84', mobileNum: '912345678' }));
  });

  test.each([
    { name: 'Escape', close: (user: ReturnType<typeof userEvent.setup>) => user.keyboard('{Escape}') },
    { name: 'the close button', close: (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Close' })) },
  ])('the country list closes with $name, keeping the code', async ({ close }) => {
    const { user } = await renderRegister();
    await user.click(mobileTab());
    await user.click(screen.getByRole('button', { name: 'Country code +86' }));
    expect(await screen.findByRole('dialog', { name: 'Choose a country code' })).toBeInTheDocument();
    await close(user);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Country code +86' })).toBeInTheDocument();
  });

  test("without the country-code flag the merchant's prefix shows and nothing opens", async () => {
    const { user } = await renderRegister({ countryCode: false });
    await user.click(mobileTab());
    expect(screen.queryByRole('button', { name: /Country code/ })).not.toBeInTheDocument();
    expect(panel()).toHaveTextContent('+86');
  });

  test('Send code needs a number first, then sends it and counts down', async () => {
    const { user } = await renderRegister();
    await user.click(mobileTab());
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(screen.getByRole('textbox', { name: 'Mobile number' })).toHaveAttribute('aria-invalid', 'true');
    expect(sendSmsCode).not.toHaveBeenCalled();
    await user.type(screen.getByRole('textbox', { name: 'Mobile number' }), '13800000000');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(sendSmsCode).toHaveBeenCalledExactlyOnceWith(expect.anything(), { countryDialingCode: '86', mobileNum: '13800000000' });
    expect(await screen.findByRole('button', { name: 'Resend in 60 s' })).toBeDisabled();
  });
});
