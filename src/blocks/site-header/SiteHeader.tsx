// The site's top bar: the logo home, a compact language picker, and log-in and register for a visitor or the
// member's name; on a narrow phone the account links wrap to a second row rather than overlap or be cut.
import { observer } from 'mobx-react-lite';
import { FormattedMessage } from 'react-intl';
import { LanguageSelect } from '../../ui/LanguageSelect.tsx';
import { CarryLink } from '../../ui/navigation.tsx';
import type { BlockComponentProps } from '../defineBlock.ts';
import { useStores } from '../../stores/index.ts';
import { useLoggedIn, useServerView } from '../../ui/serverView.ts';
import './site-header.css';
import { PATHS } from '../../rules/paths.ts';

function SiteHeader({ props }: BlockComponentProps<'site-header'>) {
  const { site, session, member } = useStores();
  const loggedIn = useLoggedIn();
  // The server's page shows a visitor's links; a browser holding a session hides them until it shows the member's.
  const unsure = useServerView();
  const { showLogin, showLanguage } = props;
  return (
    <header className="wl-header">
      <CarryLink to={PATHS.home} className="wl-header__brand">
        <img src={site.config.templateParameters.image_logo} alt={site.config.name} width={120} height={36} />
      </CarryLink>
      {showLanguage && <LanguageSelect compact className="wl-header__language" />}
      <div className="wl-header__account" data-server-view={unsure || undefined}>
        {loggedIn ? (
          <CarryLink to={PATHS.memberHome} className="wl-button wl-button--ghost wl-header__member">
            {member.info?.userName ?? session.info?.userName ?? <FormattedMessage id="nav.member" />}
          </CarryLink>
        ) : (
          showLogin && (
            <>
              <CarryLink to={PATHS.login} className="wl-button wl-button--ghost">
                <FormattedMessage id="nav.login" />
              </CarryLink>
              <CarryLink to={PATHS.register} className="wl-button">
                <FormattedMessage id="nav.register" />
              </CarryLink>
            </>
          )
        )}
      </div>
    </header>
  );
}

export default observer(SiteHeader);
