import { observer } from 'mobx-react-lite';
import { FormattedDate, FormattedMessage } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { PROMOTION_NOT_FOUND } from '../../api/activityCalls.ts';
import type { Promotion } from '../../config/types.generated.ts';
import { errorCodeOf } from '../../rules/failureText.ts';
import { promotionPhase } from '../../rules/promotionPhase.ts';
import { PageFrame } from '../PageFrame.tsx';
import { DATE_TIME, GoButton, Loaded, PromotionPeriod, Rules, useActivities } from './parts.tsx';
import { PromotionList } from './PromotionList.tsx';
import './activities.css';

/** Whether the promotion runs now; the go button shows only while it does. */
function PhaseNote({ promotion }: { promotion: Promotion }) {
  const phase = promotionPhase(promotion, Date.now());
  if (phase === 'running') return <GoButton promotion={promotion} />;
  return (
    <p className="wl-activity-note">
      {phase === 'ended' ? (
        <FormattedMessage id="activity.ended" />
      ) : (
        <FormattedMessage id="activity.upcoming" values={{ start: <FormattedDate value={promotion.startTime} {...DATE_TIME} /> }} />
      )}
    </p>
  );
}

function PromotionDetail({ promotion }: { promotion: Promotion }) {
  return (
    <article className="wl-activity-page" aria-labelledby="promotion-title">
      {promotion.banner && <img className="wl-activity-banner" src={promotion.banner} alt="" width={750} height={330} />}
      <h2 id="promotion-title" className="wl-activity-title">
        {promotion.title}
      </h2>
      <PromotionPeriod promotion={promotion} />
      <PhaseNote promotion={promotion} />
      <Rules html={promotion.rules ?? ''} id="promotion-rules" />
    </article>
  );
}

/**
 * `/m/activity?id=`: the promotion the API gives, with its go button. Without an id, the running
 * promotions; with one no promotion has, the same list under a notice that it does not exist.
 */
const ActivityPage = observer(function ActivityPage() {
  const [query] = useSearchParams();
  const raw = query.get('id')?.trim() ?? '';
  const id = /^\d+$/.test(raw) ? Number(raw) : undefined;
  const store = useActivities((s) => (id === undefined ? undefined : s.detail(id)));
  const detail = id === undefined ? undefined : store.detail(id);
  const unknown = (raw !== '' && !detail) || (detail?.failed === true && errorCodeOf(detail.error) === PROMOTION_NOT_FOUND);
  return (
    <PageFrame titleId="page.activity">
      {detail && !unknown ? (
        <Loaded resource={detail}>{(promotion) => <PromotionDetail promotion={promotion} />}</Loaded>
      ) : (
        <PromotionList notice={unknown ? 'activity.not_found' : undefined} />
      )}
    </PageFrame>
  );
});

export default ActivityPage;
