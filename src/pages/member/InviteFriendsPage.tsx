import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { PATHS } from '../../rules/paths.ts';
import { referralLink } from '../../rules/referralLink.ts';
import { useFeature, useStores } from '../../stores/index.ts';
import { ReferralStore } from '../../stores/ReferralStore.ts';
import { LoadProblem } from '../../ui/LoadProblem.tsx';
import { CarryLink } from '../../ui/navigation.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { PageFrame } from '../PageFrame.tsx';
import './member.css';

/** The member's own link, with copy and (where the browser can) share, and the friends it brought. */
const MyLink = observer(function MyLink({ code, invited }: { code: string; invited: number }) {
  const referral = useFeature(ReferralStore);
  const { site } = useStores();
  const intl = useIntl();
  const link = referralLink(window.location.origin, code);
  const share = () =>
    void referral.share({
      title: intl.formatMessage({ id: 'invite.share_title' }, { site: site.config.name }),
      text: intl.formatMessage({ id: 'invite.share_text' }),
      url: link,
    });
  return (
    <section className="wl-card" aria-labelledby="invite-link-title">
      <h2 id="invite-link-title" className="wl-card__title">
        <FormattedMessage id="invite.link_title" />
      </h2>
      <label className="wl-invite__label" htmlFor="invite-link">
        <FormattedMessage id="invite.link_label" />
      </label>
      <input id="invite-link" className="wl-invite__link" value={link} readOnly onFocus={(e) => e.currentTarget.select()} />
      <p className="wl-invite__code">
        <FormattedMessage id="invite.code" values={{ code: <strong>{code}</strong> }} />
      </p>
      <div className="wl-invite__actions">
        <button type="button" className="wl-button" onClick={() => void referral.copy(link)}>
          <FormattedMessage id="invite.copy" />
        </button>
        {referral.canShare && (
          <button type="button" className="wl-button wl-button--ghost" onClick={share}>
            <FormattedMessage id="invite.share" />
          </button>
        )}
      </div>
      <p role="status" className="wl-invite__status">
        {referral.copyState === 'copied' && <FormattedMessage id="invite.copied" />}
        {referral.copyState === 'failed' && <FormattedMessage id="invite.copy_failed" />}
      </p>
      <p className="wl-invite__count">
        <FormattedMessage id="invite.invited" values={{ count: invited }} />
      </p>
    </section>
  );
});

/**
 * Inviting friends (public): how it works for everyone; a visitor is offered to log in or register, a
 * member gets their own link.
 */
const InviteFriendsPage = observer(function InviteFriendsPage() {
  const referral = useFeature(ReferralStore);
  const { session } = useStores();
  const loggedIn = session.isLoggedIn;
  useEffect(() => {
    void referral.refresh();
  }, [referral, loggedIn]);
  const { info } = referral;
  const answer = info.value;
  return (
    <PageFrame titleId="page.invite_friends">
      <div className="wl-member">
        <p className="wl-invite__intro">
          <FormattedMessage id="invite.intro" />
        </p>
        {!answer && info.failed && <LoadProblem messageId="member.load_failed" error={info.error} onRetry={() => void referral.refresh()} />}
        {!answer && !info.failed && <Spinner />}
        {answer && (
          <>
            <section className="wl-card" aria-labelledby="invite-how-title">
              <h2 id="invite-how-title" className="wl-card__title">
                <FormattedMessage id="invite.how_title" />
              </h2>
              <ol className="wl-steps">
                {answer.steps.map((step, i) => (
                  <li key={i}>{step}</li>
                ))}
              </ol>
              {answer.reward && (
                <p className="wl-invite__reward">
                  <FormattedMessage id="invite.reward" values={{ reward: answer.reward }} />
                </p>
              )}
            </section>
            {answer.code !== null && loggedIn ? (
              <MyLink code={answer.code} invited={answer.invitedCount ?? 0} />
            ) : (
              !loggedIn && (
                <section className="wl-card" aria-labelledby="invite-join-title">
                  <h2 id="invite-join-title" className="wl-card__title">
                    <FormattedMessage id="invite.join_title" />
                  </h2>
                  <p>
                    <FormattedMessage id="invite.visitor_prompt" />
                  </p>
                  <div className="wl-invite__actions">
                    <CarryLink to={PATHS.login} className="wl-button">
                      <FormattedMessage id="nav.login" />
                    </CarryLink>
                    <CarryLink to={PATHS.register} className="wl-button wl-button--ghost">
                      <FormattedMessage id="nav.register" />
                    </CarryLink>
                  </div>
                </section>
              )
            )}
          </>
        )}
      </div>
    </PageFrame>
  );
});

export default InviteFriendsPage;
