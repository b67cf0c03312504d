import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { VipCondition, VipRankAnswer } from '../../config/types.generated.ts';
import { useFeature } from '../../stores/index.ts';
import { VipStore } from '../../stores/VipStore.ts';
import { Amount } from '../../ui/Amount.tsx';
import { LoadProblem } from '../../ui/LoadProblem.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { PageFrame } from '../PageFrame.tsx';
import './member.css';

function Requirement({ condition }: { condition: VipCondition }) {
  return condition.kind === 'depositTotal' ? (
    <li>
      <FormattedMessage id="benefits.condition_deposit_total" values={{ amount: <Amount value={condition.target} /> }} />
    </li>
  ) : (
    <li>
      <FormattedMessage id="benefits.condition_deposit_count" values={{ count: condition.target }} />
    </li>
  );
}

function RankCard({ rank, own }: { rank: VipRankAnswer; own: boolean }) {
  const intl = useIntl();
  const titleId = `rank-${rank.labelId}`;
  return (
    <li className={own ? 'wl-card wl-rank wl-rank--own' : 'wl-card wl-rank'} aria-labelledby={titleId} aria-current={own ? 'true' : undefined}>
      <h2 id={titleId} className="wl-card__title">
        {rank.labelName}
        {own && (
          <span className="wl-rank__own">
            <FormattedMessage id="benefits.your_rank" />
          </span>
        )}
      </h2>
      {rank.type === 'MANUAL' ? (
        <p>
          <FormattedMessage id="benefits.by_invitation" />
        </p>
      ) : (
        rank.conditions.length > 0 && (
          <>
            <h3 className="wl-rank__subtitle">
              <FormattedMessage id="benefits.requirements" />
            </h3>
            <ul className="wl-rank__list">
              {rank.conditions.map((condition) => (
                <Requirement key={condition.kind} condition={condition} />
              ))}
            </ul>
          </>
        )
      )}
      {rank.benefits.length > 0 && (
        <>
          <h3 className="wl-rank__subtitle">
            <FormattedMessage id="benefits.perks" />
          </h3>
          <ul className="wl-rank__list wl-rank__benefits" aria-label={intl.formatMessage({ id: 'benefits.list_label' }, { rank: rank.labelName })}>
            {rank.benefits.map((benefit, i) => (
              <li key={i}>{benefit}</li>
            ))}
          </ul>
        </>
      )}
    </li>
  );
}

/** Every VIP rank from the lowest, what reaching it takes and what it brings; the member's own marked. */
const BenefitsPage = observer(function BenefitsPage() {
  const vip = useFeature(VipStore);
  const intl = useIntl();
  useEffect(() => {
    void vip.refreshBenefits();
  }, [vip]);
  const { benefits } = vip;
  const answer = benefits.value;
  return (
    <PageFrame titleId="page.benefits">
      <div className="wl-member">
        {!answer && benefits.failed && <LoadProblem messageId="member.load_failed" error={benefits.error} onRetry={() => void vip.refreshBenefits()} />}
        {!answer && !benefits.failed && <Spinner />}
        {answer && (
          <>
            <p>{answer.currentLabelId === null ? <FormattedMessage id="benefits.no_rank_yet" /> : <FormattedMessage id="benefits.intro" />}</p>
            {answer.ranks.length === 0 ? (
              <p>
                <FormattedMessage id="benefits.none" />
              </p>
            ) : (
              <ol className="wl-ranks" aria-label={intl.formatMessage({ id: 'benefits.ranks' })}>
                {answer.ranks.map((rank) => (
                  <RankCard key={rank.labelId} rank={rank} own={rank.labelId === answer.currentLabelId} />
                ))}
              </ol>
            )}
          </>
        )}
      </div>
    </PageFrame>
  );
});

export default BenefitsPage;
