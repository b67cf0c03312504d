// The merchant's running promotions on `/m/activity` without a promotion to show: banner, title,
// period and go button for each, each leading to its details; a closed reward centre is said plainly.
import { observer } from 'mobx-react-lite';
import { FormattedMessage, useIntl } from 'react-intl';
import type { AvailablePromotions } from '../../api/types.ts';
import type { Promotion } from '../../config/types.generated.ts';
import { errorCodeOf } from '../../rules/failureText.ts';
import { PATHS } from '../../rules/paths.ts';
import { runningPromotions } from '../../rules/promotionPhase.ts';
import { useStores } from '../../stores/index.ts';
import { CarryLink } from '../../ui/navigation.tsx';
import { GoButton, HomeLink, Loaded, PromotionPeriod, REWARD_CENTER_DISABLED, useActivities } from './parts.tsx';

const detailsPath = (promotion: Pick<Promotion, 'id'>) => `${PATHS.activity}?id=${promotion.id}`;

function PromotionItem({ promotion }: { promotion: Promotion }) {
  const titleId = `promotion-${promotion.id}`;
  return (
    <li className="wl-activity-card" aria-labelledby={titleId}>
      {promotion.banner && (
        // The title's link is the one announced; the banner is the same link for a thumb.
        <CarryLink to={detailsPath(promotion)} tabIndex={-1} aria-hidden="true" className="wl-activity-banner-link">
          <img className="wl-activity-banner" src={promotion.banner} alt="" width={750} height={330} loading="lazy" />
        </CarryLink>
      )}
      <h2 id={titleId} className="wl-activity-card__title">
        <CarryLink to={detailsPath(promotion)} className="wl-activity-card__link">
          {promotion.title}
        </CarryLink>
      </h2>
      <PromotionPeriod promotion={promotion} />
      <GoButton promotion={promotion} />
    </li>
  );
}

function RunningPromotions({ answer }: { answer: AvailablePromotions }) {
  const intl = useIntl();
  const shown = runningPromotions(answer.promotions, answer.available, Date.now());
  if (shown.length === 0)
    return (
      <p className="wl-activity-note">
        <FormattedMessage id="reward_center.empty" />
      </p>
    );
  return (
    <ul className="wl-activity-list" aria-label={intl.formatMessage({ id: 'reward_center.list' })}>
      {shown.map((promotion) => (
        <PromotionItem key={promotion.id} promotion={promotion} />
      ))}
    </ul>
  );
}

/** With the reward centre off there is no list to ask for: not a failure, so no alert. */
function Closed() {
  return (
    <div className="wl-activity-problem">
      <p className="wl-activity-note">
        <FormattedMessage id="promotions.closed" />
      </p>
      <HomeLink />
    </div>
  );
}

/** The list, under `notice` when one is given (the promotion asked for does not exist). */
export const PromotionList = observer(function PromotionList({ notice }: { notice?: 'activity.not_found' }) {
  const { site, content } = useStores();
  const open = site.flag('REWARDCENTER3');
  useActivities(() => (open ? content.promotions : undefined));
  const refused = content.promotions.failed && errorCodeOf(content.promotions.error) === REWARD_CENTER_DISABLED;
  return (
    <div className="wl-activity-page">
      {notice && (
        <p role="status" className="wl-activity-notice">
          <FormattedMessage id={notice} />
        </p>
      )}
      {open && !refused ? <Loaded resource={content.promotions}>{(answer) => <RunningPromotions answer={answer} />}</Loaded> : <Closed />}
    </div>
  );
});
