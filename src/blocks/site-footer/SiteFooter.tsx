import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { CarryLink } from '../../ui/navigation.tsx';
import type { BlockComponentProps } from '../defineBlock.ts';
import { PATHS } from '../../rules/paths.ts';
import { useStores } from '../../stores/index.ts';
import { ChatButton } from './ChatButton.tsx';
import './site-footer.css';

function SiteFooter({ props }: BlockComponentProps<'site-footer'>) {
  const { site, member } = useStores();
  const intl = useIntl();
  // The CBS3 flag governs chat (spec section 3).
  const chatShown = props.showChat && site.flag('CBS3');
  useEffect(() => {
    void member.fetch();
  }, [member]);
  return (
    <footer className="wl-footer">
      <nav className="wl-footer__nav" aria-label={intl.formatMessage({ id: 'footer.label' })}>
        <CarryLink to={PATHS.home}>
          <FormattedMessage id="nav.home" />
        </CarryLink>
        <CarryLink to={PATHS.activity}>
          <FormattedMessage id="nav.activity" />
        </CarryLink>
        <CarryLink to={PATHS.memberHome}>
          <FormattedMessage id="nav.member" />
        </CarryLink>
      </nav>
      {chatShown && <ChatButton />}
      <p className="wl-footer__legal">© {site.config.name}</p>
    </footer>
  );
}

export default observer(SiteFooter);
