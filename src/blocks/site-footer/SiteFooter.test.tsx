import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { runInAction } from 'mobx';
import { makeStores, renderWithStores } from '../../../tests/unit/fixtures.tsx';
import SiteFooter from './SiteFooter.tsx';

const footer = <SiteFooter id="footer" props={{ showChat: true }} renderChildren={() => []} />;

describe('site footer', () => {
  afterEach(() => vi.restoreAllMocks());

  test('the chat button opens the decoded customer-service address in the chat language', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const stores = makeStores();
    runInAction(() => {
      stores.i18n.language = 'TW';
    });
    renderWithStores(footer, { stores });
    await userEvent.click(screen.getByRole('button', { name: 'Chat with customer service' }));
    expect(open).toHaveBeenCalledWith('https://chat.royal88.test/live?language=CN', '_blank', 'noopener');
  });

  test('a member without chat permission is told so instead', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const stores = makeStores();
    stores.session.save({ token: 't' });
    runInAction(() => {
      stores.member.info = { type: 4, id: 1, userName: 'quiet' };
    });
    renderWithStores(footer, { stores });
    await userEvent.click(screen.getByRole('button', { name: 'Chat with customer service' }));
    expect(open).not.toHaveBeenCalled();
    expect(stores.alerts.alerts[0]?.messageId).toBe('footer.no_chat_permission');
    sessionStorage.clear();
  });

  test('no chat button when the merchant has chat off', () => {
    const stores = makeStores();
    runInAction(() => {
      stores.site.config.whitelabel.CBS3 = { enabled: false };
    });
    renderWithStores(footer, { stores });
    expect(screen.queryByRole('button', { name: 'Chat with customer service' })).not.toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Site' })).toBeInTheDocument();
  });
});
