import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Icon } from '../../ui/Icon.tsx';
import { CarryLink } from '../../ui/navigation.tsx';
import type { BlockComponentProps } from '../defineBlock.ts';
import { chatLanguage } from '../../i18n/languages.ts';
import { decodeCsPath, footerChat } from '../../rules/customerService.ts';
import { useStores } from '../../stores/index.ts';
import './site-footer.css';
import { PATHS } from '../../rules/paths.ts';

function SiteFooter({ props }: BlockComponentProps<'site-footer'>) {
  const { site, member, alerts, i18n } = useStores();
  const intl = useIntl();
  const chat = props.showChat !== false && site.flag('CBS3') ? footerChat(site.config.customerService) : undefined;
  useEffect(() => {
    void member.fetch();
  }, [member]);
  const openChat = () => {
    if (!chat) return;
    if (!member.canChat) {
      alerts.show({ messageId: 'footer.no_chat_permission' });
      return;
    }
    const url = new URL(decodeCsPath(chat.path), location.href);
    url.searchParams.set('language', chatLanguage(i18n.language));
    window.open(url.href, '_blank', 'noopener');
  };
  return (
    <footer className="wl-footer">
      <nav className="wl-footer__nav" aria-label={intl.formatMessage({ id: 'footer.label' })}>
        <CarryLink to={PATHS.home}><FormattedMessage id="nav.home" /></CarryLink>
        <CarryLink to={PATHS.activity}><FormattedMessage id="nav.activity" /></CarryLink>
        <CarryLink to={PATHS.memberHome}><FormattedMessage id="nav.member" /></CarryLink>
      </nav>
      {chat && (
        <button type="button" className="wl-footer__chat" onClick={openChat} aria-label={intl.formatMessage({ id: 'footer.chat' })} title={chat.title}>
          <Icon name="chat" size={26} />
        </button>
      )}
      <p className="wl-footer__legal">© {site.config.name}</p>
    </footer>
  );
}

export default observer(SiteFooter);
