import { runInAction } from 'mobx';
import { makeStores, memberInfo } from '../../tests/unit/fixtures.tsx';
import { CHAT_HIGHLIGHT_MS, ChatStore } from './ChatStore.ts';

const calls = vi.hoisted(() => ({
  launchChat: vi.fn<(query: Record<string, string>) => Promise<{ chatUrl: string }>>(),
  fetchUnreadCount: vi.fn<() => Promise<{ unReadCount: number }>>(),
}));
vi.mock('../api/chatCalls.ts', () => calls);
const navigate = vi.hoisted(() => vi.fn<(url: string) => void>());
vi.mock('../platform/leavePage.ts', () => ({ leavePage: navigate }));

function chatFor({ type = 0, loggedIn = true, language = 'EN' as const } = {}) {
  sessionStorage.clear();
  const stores = makeStores();
  if (loggedIn) {
    stores.session.save({ token: 't' });
    runInAction(() => {
      stores.member.info = memberInfo({ type, userName: 'lucky' });
    });
  }
  runInAction(() => {
    stores.i18n.language = language;
  });
  return { stores, chat: stores.feature(ChatStore), navigate };
}

beforeEach(() => {
  vi.useFakeTimers();
  calls.launchChat.mockReset();
  calls.fetchUnreadCount.mockReset();
  navigate.mockReset();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('ChatStore launch', () => {
  test('asks for the chat address with the page to come back to, and opens it in the same window', async () => {
    calls.launchChat.mockResolvedValue({ chatUrl: 'https://m.royal88.test/demo-chat/?ticket=abc' });
    const { chat, navigate } = chatFor({ language: 'TW' as never });
    await chat.launch();
    expect(calls.launchChat).toHaveBeenCalledWith(expect.anything(), {
      b2c: '1',
      title: 'Royal 88',
      backUrl: window.location.href,
      language: 'CN',
      headerColor: expect.stringMatching(/^#[0-9a-f]{6}$/i),
    });
    expect(navigate).toHaveBeenCalledWith('https://m.royal88.test/demo-chat/?ticket=abc');
  });

  test('the button stays lit for 750 ms from the tap, and a second tap meanwhile launches nothing more', async () => {
    let answer!: (value: { chatUrl: string }) => void;
    calls.launchChat.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const { chat, navigate } = chatFor();
    const first = chat.launch();
    expect(chat.highlighted).toBe(true);
    void chat.launch();
    await vi.advanceTimersByTimeAsync(CHAT_HIGHLIGHT_MS - 1);
    expect(chat.highlighted).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(chat.highlighted).toBe(false);
    expect(chat.launching).toBe(true);
    answer({ chatUrl: 'https://chat.royal88.test/c' });
    await first;
    expect(calls.launchChat).toHaveBeenCalledOnce();
    expect(navigate).toHaveBeenCalledOnce();
    expect(chat.launching).toBe(false);
  });

  test('a member of type 4 is told there is no permission, and nothing is asked', async () => {
    const { chat, stores, navigate } = chatFor({ type: 4 });
    await chat.launch();
    expect(stores.alerts.alerts[0]?.messageId).toBe('footer.no_chat_permission');
    expect(chat.highlighted).toBe(false);
    expect(calls.launchChat).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });

  test.each(['javascript:alert(1)', ''])('an answer that is no web address (%j) is not followed', async (chatUrl) => {
    calls.launchChat.mockResolvedValue({ chatUrl });
    const { chat, stores, navigate } = chatFor();
    await chat.launch();
    expect(navigate).not.toHaveBeenCalled();
    expect(stores.alerts.alerts[0]?.messageId).toBe('footer.chat_unavailable');
  });

  test('a failed call leaves the button ready for another try', async () => {
    calls.launchChat.mockRejectedValue(new Error('500'));
    const { chat, navigate } = chatFor();
    await chat.launch();
    expect(chat.launching).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
  });

  test('nothing happens with chat off or without a member', async () => {
    const off = chatFor();
    runInAction(() => {
      off.stores.site.config.whitelabel.CBS3 = { enabled: false };
    });
    await off.chat.launch();
    await chatFor({ loggedIn: false }).chat.launch();
    expect(calls.launchChat).not.toHaveBeenCalled();
  });
});

describe('ChatStore unread count', () => {
  test('counts for a member; concurrent asks share one call; logout clears it', async () => {
    calls.fetchUnreadCount.mockResolvedValue({ unReadCount: 3 });
    const { chat, stores } = chatFor();
    await Promise.all([chat.refreshUnread(), chat.refreshUnread()]);
    expect(calls.fetchUnreadCount).toHaveBeenCalledOnce();
    expect(chat.unreadCount).toBe(3);
    stores.session.logout();
    expect(chat.unreadCount).toBe(0);
  });

  test('is not asked for a visitor, a type-4 member or with chat off; a failure keeps the last count', async () => {
    await chatFor({ loggedIn: false }).chat.refreshUnread();
    await chatFor({ type: 4 }).chat.refreshUnread();
    expect(calls.fetchUnreadCount).not.toHaveBeenCalled();

    calls.fetchUnreadCount.mockResolvedValueOnce({ unReadCount: 2 }).mockRejectedValueOnce(new Error('down'));
    const { chat } = chatFor();
    await chat.refreshUnread();
    await chat.refreshUnread();
    expect(chat.unreadCount).toBe(2);
  });
});
