import { observer } from 'mobx-react-lite';
import { FormattedMessage, useIntl } from 'react-intl';
import { CarryLink } from '../../ui/navigation.tsx';
import type { LanguageCode } from '../../config/types.generated.ts';
import type { BlockComponentProps } from '../defineBlock.ts';
import { useStores } from '../../stores/index.ts';
import { LANGUAGE_NAMES } from '../../i18n/languageNames.ts';
import './site-header.css';
import { PATHS } from '../../rules/paths.ts';

function SiteHeader({ props }: BlockComponentProps<'site-header'>) {
  const { site, session, member, i18n } = useStores();
  const intl = useIntl();
  const { showLogin = true, showLanguage = true } = props;
  return (
    <header className="wl-header">
      <CarryLink to={PATHS.home} className="wl-header__brand">
        <img src={site.config.templateParameters.image_logo} alt={site.config.name} width={120} height={36} />
      </CarryLink>
      <div className="wl-header__actions">
        {showLanguage && i18n.languages.length > 1 && (
          <select
            className="wl-header__language"
            aria-label={intl.formatMessage({ id: 'header.language' })}
            value={i18n.language}
            onChange={(e) => void i18n.setLanguage(e.target.value as LanguageCode)}
          >
            {i18n.languages.map((code) => (
              <option key={code} value={code}>{LANGUAGE_NAMES[code]}</option>
            ))}
          </select>
        )}
        {session.isLoggedIn ? (
          <CarryLink to={PATHS.memberHome} className="wl-button wl-button--ghost">
            {member.info?.userName ?? session.info?.userName ?? <FormattedMessage id="nav.member" />}
          </CarryLink>
        ) : (
          showLogin && (
            <>
              <CarryLink to={PATHS.login} className="wl-button wl-button--ghost"><FormattedMessage id="nav.login" /></CarryLink>
              <CarryLink to={PATHS.register} className="wl-button"><FormattedMessage id="nav.register" /></CarryLink>
            </>
          )
        )}
      </div>
    </header>
  );
}

export default observer(SiteHeader);
