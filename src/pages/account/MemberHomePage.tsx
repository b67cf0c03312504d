import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { CarryLink, useCarryNavigate } from '../../ui/navigation.tsx';
import { AccountStore } from '../../stores/AccountStore.ts';
import { useFeature, useStores } from '../../stores/index.ts';
import { PageFrame } from '../PageFrame.tsx';
import './account.css';
import { PATHS } from '../../rules/paths.ts';

/** The member's own page: who is logged in, a new password, and logging out. */
const MemberHomePage = observer(function MemberHomePage() {
  const { member, session } = useStores();
  const account = useFeature(AccountStore);
  const navigate = useCarryNavigate();
  const [leaving, setLeaving] = useState(false);
  useEffect(() => {
    void member.fetch();
  }, [member]);
  const logout = async () => {
    setLeaving(true);
    await account.logout();
    navigate(PATHS.home, { replace: true });
  };
  return (
    <PageFrame titleId="page.member_home">
      <section className="wl-form" aria-labelledby="member-name">
        <h2 id="member-name" className="wl-member__name">{member.info?.userName ?? session.info?.userName}</h2>
        <p><CarryLink to={PATHS.changePassword} className="wl-button wl-button--ghost"><FormattedMessage id="page.change_password" /></CarryLink></p>
        <button type="button" className="wl-button" onClick={() => void logout()} disabled={leaving}>
          <FormattedMessage id="nav.logout" />
        </button>
      </section>
    </PageFrame>
  );
});

export default MemberHomePage;
