import { observer } from 'mobx-react-lite';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ClubLabel } from '../../api/types.ts';
import type { ConditionProgress, RankProgressAnswer } from '../../config/types.generated.ts';
import { PATHS } from '../../rules/paths.ts';
import { showsVipBenefits, vipLabel, vipProgress } from '../../rules/vipProgress.ts';
import { Amount } from '../../ui/Amount.tsx';
import { CarryLink } from '../../ui/navigation.tsx';

/** A condition of the next rank with the member's value: deposits counted, or summed as money. */
function ConditionLine({ condition }: { condition: ConditionProgress }) {
  const money = condition.kind === 'depositTotal';
  const values = money
    ? { current: <Amount value={condition.current} />, target: <Amount value={condition.target} /> }
    : { current: condition.current, target: condition.target };
  return (
    <li className={condition.met ? 'wl-vip__condition wl-vip__condition--met' : 'wl-vip__condition'}>
      <span aria-hidden="true" className="wl-vip__mark">
        {condition.met ? '✓' : '○'}
      </span>
      <span>
        <FormattedMessage id={money ? 'member.condition_deposit_total' : 'member.condition_deposit_count'} values={values} />
        {condition.met && (
          <span className="wl-visually-hidden">
            {' '}
            <FormattedMessage id="member.condition_met" />
          </span>
        )}
      </span>
    </li>
  );
}

/** The member's VIP label and progress towards the next rank; nothing for a member without a label. */
export const VipCard = observer(function VipCard({
  clubLabel,
  progress,
}: {
  clubLabel: ClubLabel | null | undefined;
  progress: RankProgressAnswer | undefined;
}) {
  const intl = useIntl();
  const label = vipLabel(clubLabel);
  if (!label) return null;
  const counts = progress?.playerRankProgress;
  const percent = Math.round(vipProgress(clubLabel, counts) * 100);
  const summary =
    !counts || !(counts.totalExpectedConditions > 0)
      ? intl.formatMessage({ id: 'member.top_rank' })
      : intl.formatMessage({ id: 'member.progress_summary' }, { completed: counts.completedConditions, expected: counts.totalExpectedConditions });
  return (
    <section className="wl-card wl-vip" aria-labelledby="vip-title">
      <h2 id="vip-title" className="wl-card__title">
        <FormattedMessage id="member.vip_title" />
      </h2>
      <p className="wl-vip__label">
        <FormattedMessage id="member.vip_rank" values={{ label: <strong className="wl-vip__badge">{label}</strong> }} />
      </p>
      {progress && counts && (
        <>
          <div
            className="wl-vip__bar"
            role="progressbar"
            aria-label={
              progress.nextLabelName
                ? intl.formatMessage({ id: 'member.progress_to' }, { rank: progress.nextLabelName })
                : intl.formatMessage({ id: 'member.progress' })
            }
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            aria-valuetext={summary}
          >
            <span className="wl-vip__fill" style={{ width: `${percent}%` }} />
          </div>
          <p className="wl-vip__summary">{summary}</p>
          {progress.currentProgress.length > 0 && (
            <ul className="wl-vip__conditions" aria-label={intl.formatMessage({ id: 'member.conditions' })}>
              {progress.currentProgress.map((condition) => (
                <ConditionLine key={condition.kind} condition={condition} />
              ))}
            </ul>
          )}
        </>
      )}
      {showsVipBenefits(clubLabel) && (
        <p>
          <CarryLink to={PATHS.benefits} className="wl-button wl-button--ghost">
            <FormattedMessage id="member.benefits_link" />
          </CarryLink>
        </p>
      )}
    </section>
  );
});
