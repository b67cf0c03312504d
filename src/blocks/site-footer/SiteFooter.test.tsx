import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { runInAction } from 'mobx';
import { makeStores, memberInfo, renderWithStores, seed } from '../../../tests/unit/fixtures.tsx';
import { encodeCsPath } from '../../rules/customerService.ts';
import { FLOATING_ATTRIBUTE } from '../../ui/floatingReserve.ts';
import SiteFooter from './SiteFooter.tsx';
import { blockProps } from '../../../tests/support/props.ts';

const calls = vi.hoisted(() => ({
  launchChat: vi.fn<(query: Record<string, string>) => Promise<{ chatUrl: string }>>(),
  fetchUnreadCount: vi.fn<() => Promise<{ unReadCount: number }>>(),
}));
vi.mock('../../api/chatCalls.ts', () => calls);
const leavePage = vi.hoisted(() => vi.fn<(url: string) => void>());
vi.mock('../../platform/leavePage.ts', () => ({ leavePage }));

const footer = <SiteFooter id="footer" props={blockProps('site-footer', { showChat: true })} renderChildren={() => []} />;

function memberStores(type = 0) {
  const stores = makeStores();
  stores.session.save({ token: 't' });
  runInAction(() => {
    stores.member.info = memberInfo({ type, id: 1, userName: 'lucky' });
  });
  return stores;
}

describe('site footer', () => {
  beforeEach(() => {
    calls.launchChat.mockReset();
    calls.fetchUnreadCount.mockReset().mockResolvedValue({ unReadCount: 0 });
    leavePage.mockReset();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  test("a visitor's chat button opens the decoded customer-service address in the chat language, in a new tab", async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const stores = makeStores();
    runInAction(() => {
      stores.i18n.language = 'TW';
    });
    renderWithStores(footer, { stores });
    await userEvent.click(screen.getByRole('button', { name: 'Chat with customer service' }));
    expect(open).toHaveBeenCalledWith('https://chat.royal88.test/live?language=CN', '_blank', 'noopener');
    expect(calls.launchChat).not.toHaveBeenCalled();
  });

  test('the address comes from the customer-service list call once it has answered', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const stores = makeStores();
    seed(stores.content.customerService, [
      { title: 'Live', path: encodeCsPath('https://help.royal88.test/now', 'Ab12Cd34'), csType: 'LIVECHAT', csPosition: 'footer' },
    ]);
    renderWithStores(footer, { stores });
    await userEvent.click(screen.getByRole('button', { name: 'Chat with customer service' }));
    expect(open).toHaveBeenCalledWith('https://help.royal88.test/now?language=EN', '_blank', 'noopener');
  });

  test("the floating chat button keeps room at the page's bottom while it shows; none without chat", () => {
    const { unmount } = renderWithStores(footer);
    expect(document.documentElement).toHaveAttribute(FLOATING_ATTRIBUTE);
    unmount();
    expect(document.documentElement).not.toHaveAttribute(FLOATING_ATTRIBUTE);
    renderWithStores(<SiteFooter id="footer" props={blockProps('site-footer', { showChat: false })} renderChildren={() => []} />);
    expect(document.documentElement).not.toHaveAttribute(FLOATING_ATTRIBUTE);
  });

  test('a visitor of a merchant without a customer-service address is led to log in', async () => {
    const stores = makeStores();
    seed(stores.content.customerService, []);
    renderWithStores(footer, { stores });
    await userEvent.click(screen.getByRole('button', { name: 'Chat with customer service' }));
    expect(stores.session.pendingPath).toBe('/m/login');
  });

  test('a member sees the unread count on the button and its name, and a tap opens the launched chat', async () => {
    calls.fetchUnreadCount.mockResolvedValue({ unReadCount: 3 });
    calls.launchChat.mockResolvedValue({ chatUrl: 'http://localhost:3000/demo-chat/?ticket=abc' });
    renderWithStores(footer, { stores: memberStores() });
    const button = await screen.findByRole('button', { name: 'Chat with customer service, 3 unread messages' });
    expect(button).toHaveTextContent('3');
    await userEvent.click(button);
    await waitFor(() => expect(leavePage).toHaveBeenCalledWith('http://localhost:3000/demo-chat/?ticket=abc'));
    expect(calls.launchChat).toHaveBeenCalledWith(expect.anything(), expect.objectContaining({ b2c: '1', title: 'Royal 88', language: 'EN' }));
  });

  test('a single unread message reads in the singular, and many show as 99+', async () => {
    calls.fetchUnreadCount.mockResolvedValue({ unReadCount: 1 });
    const { unmount } = renderWithStores(footer, { stores: memberStores() });
    expect(await screen.findByRole('button', { name: 'Chat with customer service, 1 unread message' })).toBeInTheDocument();
    unmount();
    calls.fetchUnreadCount.mockResolvedValue({ unReadCount: 250 });
    renderWithStores(footer, { stores: memberStores() });
    expect(await screen.findByRole('button', { name: 'Chat with customer service, 250 unread messages' })).toHaveTextContent('99+');
  });

  test('a member without chat permission is told so instead, and no count is asked for', async () => {
    const stores = memberStores(4);
    renderWithStores(footer, { stores });
    await userEvent.click(screen.getByRole('button', { name: 'Chat with customer service' }));
    await waitFor(() => expect(stores.alerts.alerts[0]?.messageId).toBe('footer.no_chat_permission'));
    expect(calls.launchChat).not.toHaveBeenCalled();
    expect(calls.fetchUnreadCount).not.toHaveBeenCalled();
    expect(leavePage).not.toHaveBeenCalled();
  });

  test('no chat button when the merchant has chat off', () => {
    const stores = makeStores();
    runInAction(() => {
      stores.site.config.whitelabel.CBS3 = { enabled: false };
    });
    renderWithStores(footer, { stores });
    expect(screen.queryByRole('button', { name: /Chat with customer service/ })).not.toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Site' })).toBeInTheDocument();
  });
});
