// The footer's chat button. A member's chat comes from CBS_launchChat through the chat store, which loads
// with a member's first footer (never for a visitor's first load) and keeps the unread count on the
// button; a visitor, who has no chat session, reaches the merchant's customer-service address instead.
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { chatLanguage } from '../../i18n/languages.ts';
import { decodeCsPath } from '../../rules/customerService.ts';
import { PATHS } from '../../rules/paths.ts';
import type { ChatStore } from '../../stores/ChatStore.ts';
import { useStores } from '../../stores/index.ts';
import type { RootStore } from '../../stores/RootStore.ts';
import { useFloatingReserve } from '../../ui/floatingReserve.ts';
import { Icon } from '../../ui/Icon.tsx';
import { useCustomerServiceContact } from '../../ui/useCustomerServiceContact.ts';
import { useLoggedIn } from '../../ui/serverView.ts';

const loadChat = (stores: RootStore): Promise<ChatStore> => import('../../stores/ChatStore.ts').then(({ ChatStore }) => stores.feature(ChatStore));

/** The member's chat store, loaded once a member is logged in; its unread count kept fresh while shown. */
function useMemberChat(): ChatStore | undefined {
  const stores = useStores();
  const loggedIn = useLoggedIn();
  const [chat, setChat] = useState<ChatStore>();
  useEffect(() => {
    if (!loggedIn) return;
    let active = true;
    void loadChat(stores).then((store) => {
      if (!active) return;
      setChat(store);
      void store.refreshUnread();
    });
    // Back from the chat (another tab, or the browser's back-forward cache): the count may have changed.
    const refresh = () => {
      if (document.visibilityState === 'visible') void loadChat(stores).then((store) => store.refreshUnread());
    };
    document.addEventListener('visibilitychange', refresh);
    window.addEventListener('pageshow', refresh);
    return () => {
      active = false;
      document.removeEventListener('visibilitychange', refresh);
      window.removeEventListener('pageshow', refresh);
    };
  }, [stores, loggedIn]);
  return loggedIn ? chat : undefined;
}

export const ChatButton = observer(function ChatButton() {
  const stores = useStores();
  const { session, i18n } = stores;
  const intl = useIntl();
  const chat = useMemberChat();
  useFloatingReserve(true);
  const entry = useCustomerServiceContact();

  const open = () => {
    if (session.isLoggedIn) {
      void (chat ? chat.launch() : loadChat(stores).then((store) => store.launch()));
      return;
    }
    if (!entry) {
      session.goTo(PATHS.login);
      return;
    }
    // Opened in the tap itself: a window opened after an await would be blocked.
    const address = decodeCsPath(entry.path);
    if (!address) return;
    const url = new URL(address, window.location.href);
    url.searchParams.set('language', chatLanguage(i18n.language));
    window.open(url.href, '_blank', 'noopener');
  };

  const count = chat?.unreadCount ?? 0;
  const badge = chat?.badge;
  const label = badge ? intl.formatMessage({ id: 'footer.chat_unread' }, { count }) : intl.formatMessage({ id: 'footer.chat' });
  return (
    <button
      type="button"
      className={`wl-footer__chat${chat?.highlighted ? ' is-loading' : ''}`}
      onClick={open}
      aria-label={label}
      aria-busy={chat?.highlighted || undefined}
      title={entry?.title}
    >
      <Icon name="chat" size={26} />
      {badge && (
        <span className="wl-footer__badge" aria-hidden="true">
          {badge}
        </span>
      )}
    </button>
  );
});
