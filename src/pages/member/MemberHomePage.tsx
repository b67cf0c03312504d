import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { PATHS } from '../../rules/paths.ts';
import { vipLabel } from '../../rules/vipProgress.ts';
import { AccountStore } from '../../stores/AccountStore.ts';
import { DepositSettingsStore } from '../../stores/DepositSettingsStore.ts';
import { useFeature, useStores } from '../../stores/index.ts';
import { VipStore } from '../../stores/VipStore.ts';
import { Amount } from '../../ui/Amount.tsx';
import { CustomerServiceLink } from '../../ui/CustomerServiceLink.tsx';
import { LanguageSelect } from '../../ui/LanguageSelect.tsx';
import { LoadProblem } from '../../ui/LoadProblem.tsx';
import { CarryLink, useCarryNavigate } from '../../ui/navigation.tsx';
import { PageFrame } from '../PageFrame.tsx';
import { VipCard } from './VipCard.tsx';
import './member.css';

/** The merchant's deposit limits and the member's successful deposits. */
const DepositInfo = observer(function DepositInfo() {
  const deposits = useFeature(DepositSettingsStore);
  const { settings } = deposits;
  return (
    <section className="wl-card" aria-labelledby="deposits-title">
      <h2 id="deposits-title" className="wl-card__title">
        <FormattedMessage id="member.deposits_title" />
      </h2>
      {settings.failed && !settings.value ? (
        <LoadProblem messageId="member.load_failed" error={settings.error} onRetry={() => void deposits.refresh()} />
      ) : (
        <dl className="wl-facts">
          <div>
            <dt>
              <FormattedMessage id="member.min_deposit" />
            </dt>
            <dd>{deposits.minDeposit === undefined ? '–' : <Amount value={deposits.minDeposit} />}</dd>
          </div>
          <div>
            <dt>
              <FormattedMessage id="member.max_deposit" />
            </dt>
            <dd>{deposits.maxDeposit === undefined ? '–' : <Amount value={deposits.maxDeposit} />}</dd>
          </div>
          <div>
            <dt>
              <FormattedMessage id="member.successful_deposits" />
            </dt>
            <dd>{deposits.successfulDeposits ?? '–'}</dd>
          </div>
        </dl>
      )}
    </section>
  );
});

/** The member's own page: who they are, their VIP rank, deposits, help, language, password, logout. */
const MemberHomePage = observer(function MemberHomePage() {
  const { member, session } = useStores();
  const account = useFeature(AccountStore);
  const vip = useFeature(VipStore);
  const deposits = useFeature(DepositSettingsStore);
  const navigate = useCarryNavigate();
  const [leaving, setLeaving] = useState(false);
  useEffect(() => {
    void member.fetch();
    void vip.refreshProgress();
    void deposits.refresh();
  }, [member, vip, deposits]);
  const logout = async () => {
    setLeaving(true);
    await account.logout();
    navigate(PATHS.home, { replace: true });
  };
  const clubLabel = member.info?.clubLabel;
  return (
    <PageFrame titleId="page.member_home">
      <div className="wl-member">
        <h2 className="wl-member__name">{member.info?.userName ?? session.info?.userName}</h2>
        {vipLabel(clubLabel) && vip.progress.failed && !vip.progress.value ? (
          <LoadProblem messageId="member.load_failed" error={vip.progress.error} onRetry={() => void vip.refreshProgress()} />
        ) : (
          <VipCard clubLabel={clubLabel} progress={vip.progress.value} />
        )}
        <DepositInfo />
        <section className="wl-card" aria-labelledby="settings-title">
          <h2 id="settings-title" className="wl-card__title">
            <FormattedMessage id="member.settings_title" />
          </h2>
          {member.canChat ? (
            <CustomerServiceLink labelId="footer.chat" />
          ) : (
            <p>
              <FormattedMessage id="footer.no_chat_permission" />
            </p>
          )}
          <LanguageSelect settingRow={{ className: 'wl-setting', hint: <FormattedMessage id="member.language_hint" /> }} />
          <p>
            <CarryLink to={PATHS.changePassword} className="wl-button wl-button--ghost">
              <FormattedMessage id="page.change_password" />
            </CarryLink>
          </p>
        </section>
        <button type="button" className="wl-button wl-member__logout" onClick={() => void logout()} disabled={leaving}>
          <FormattedMessage id="nav.logout" />
        </button>
      </div>
    </PageFrame>
  );
});

export default MemberHomePage;
