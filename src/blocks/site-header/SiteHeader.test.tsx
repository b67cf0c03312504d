import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeStores, renderWithStores } from '../../../tests/unit/fixtures.tsx';
import SiteHeader from './SiteHeader.tsx';
import { blockProps } from '../../../tests/support/props.ts';

const renderHeader = (loggedIn: boolean) => {
  const stores = makeStores();
  if (loggedIn) stores.session.save({ token: 't', userName: 'lucky8' });
  return renderWithStores(<SiteHeader id="header" props={blockProps('site-header', { showLogin: true })} renderChildren={() => []} />, {
    stores,
    url: '/m/home?affiliateCode=A1&promo=x',
  });
};

describe('site header', () => {
  test('offers visitors log-in and register links that carry the tracking query', async () => {
    renderHeader(false);
    expect(screen.getByRole('img', { name: 'Royal 88' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/m/register?affiliateCode=A1');
    await userEvent.click(screen.getByRole('link', { name: 'Log in' }));
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/m/login?affiliateCode=A1');
  });

  test('shows a member their name instead', () => {
    renderHeader(true);
    expect(screen.getByRole('link', { name: 'lucky8' })).toHaveAttribute('href', '/m/member/home?affiliateCode=A1');
    expect(screen.queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
  });

  test("lets the player pick among the merchant's languages", () => {
    renderHeader(false);
    const picker = screen.getByRole('combobox', { name: 'Language' });
    expect([...picker.querySelectorAll('option')].map((o) => o.value)).toEqual(['CN', 'TW', 'EN']);
    // The list names each language in itself; the bar shows only the code, so no name is ever cut.
    expect([...picker.querySelectorAll('option')].map((o) => o.textContent)).toEqual(['简体中文', '繁體中文', 'English']);
    expect(picker.parentElement).toContainElement(screen.getByText('EN', { exact: true }));
    expect(screen.queryByText('English', { selector: ':not(option)' })).toBeNull();
  });
});
