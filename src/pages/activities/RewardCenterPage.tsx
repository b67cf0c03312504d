import { observer } from 'mobx-react-lite';
import { FormattedMessage, useIntl } from 'react-intl';
import type { AvailablePromotions } from '../../api/types.ts';
import type { Promotion } from '../../config/types.generated.ts';
import { PATHS } from '../../rules/paths.ts';
import { promotionPhase } from '../../rules/promotionPhase.ts';
import { useStores } from '../../stores/index.ts';
import { CarryLink } from '../../ui/navigation.tsx';
import { PageFrame } from '../PageFrame.tsx';
import { GoButton, Loaded, Missing, PromotionPeriod, useActivities } from './parts.tsx';
import './activities.css';

function PromotionCard({ promotion }: { promotion: Promotion }) {
  const intl = useIntl();
  const titleId = `promotion-${promotion.id}`;
  const running = promotionPhase(promotion, Date.now()) === 'running';
  return (
    <li className="wl-activity-card" aria-labelledby={titleId}>
      {promotion.banner && <img className="wl-activity-banner" src={promotion.banner} alt="" width={750} height={330} loading="lazy" />}
      <h2 id={titleId} className="wl-activity-card__title">
        {promotion.title}
      </h2>
      <PromotionPeriod promotion={promotion} />
      <p className="wl-activity-actions">
        <CarryLink
          to={`${PATHS.activity}?id=${promotion.id}`}
          className="wl-button wl-button--ghost"
          aria-label={intl.formatMessage({ id: 'activity.details_of' }, { title: promotion.title })}
        >
          <FormattedMessage id="activity.details" />
        </CarryLink>
        {running && <GoButton promotion={promotion} />}
      </p>
    </li>
  );
}

/** The promotions on offer now: switched on, of a type the merchant makes available. */
function Promotions({ answer }: { answer: AvailablePromotions }) {
  const intl = useIntl();
  const shown = answer.promotions.filter((p) => p.enabled && answer.available[p.promotionType]?.enabled !== false);
  if (shown.length === 0)
    return (
      <p className="wl-activity-note">
        <FormattedMessage id="reward_center.empty" />
      </p>
    );
  return (
    <ul className="wl-activity-list" aria-label={intl.formatMessage({ id: 'reward_center.list' })}>
      {shown.map((promotion) => (
        <PromotionCard key={promotion.id} promotion={promotion} />
      ))}
    </ul>
  );
}

/** `/m/rewardCenter`: the member's available promotions; none asked for while the reward centre is off. */
const RewardCenterPage = observer(function RewardCenterPage() {
  const { site, content } = useStores();
  const open = site.flag('REWARDCENTER3');
  useActivities(() => (open ? content.promotions : undefined));
  return (
    <PageFrame titleId="page.reward_center">
      {open ? <Loaded resource={content.promotions}>{(answer) => <Promotions answer={answer} />}</Loaded> : <Missing messageId="reward_center.off" />}
    </PageFrame>
  );
});

export default RewardCenterPage;
