import type { RescueInfo } from '../../config/types.generated.ts';
import { observer } from 'mobx-react-lite';
import { FormattedMessage, FormattedNumber } from 'react-intl';
import { Amount } from '../../ui/Amount.tsx';
import { PageFrame } from '../PageFrame.tsx';
import { Loaded, MerchantDay, Rules, useActivities } from './parts.tsx';
import './activities.css';

function Tiers({ info }: { info: RescueInfo }) {
  return (
    <section className="wl-activity-card" aria-labelledby="rescue-tiers">
      <h2 id="rescue-tiers" className="wl-activity-card__title">
        <FormattedMessage id="rescue.tiers" />
      </h2>
      <table className="wl-activity-table">
        <thead>
          <tr>
            <th scope="col">
              <FormattedMessage id="rescue.min_loss" />
            </th>
            <th scope="col">
              <FormattedMessage id="rescue.rate" />
            </th>
            <th scope="col">
              <FormattedMessage id="rescue.max_bonus" />
            </th>
          </tr>
        </thead>
        <tbody>
          {info.tiers.map((tier, index) => (
            <tr
              key={tier.minLoss}
              className={index === info.tier ? 'wl-activity-table__own' : undefined}
              aria-current={index === info.tier ? 'true' : undefined}
            >
              <th scope="row">
                <Amount value={tier.minLoss} />
                {index === info.tier && (
                  <span className="wl-activity-badge">
                    <FormattedMessage id="rescue.your_tier" />
                  </span>
                )}
              </th>
              <td>
                <FormattedNumber value={tier.rate} style="percent" maximumFractionDigits={2} />
              </td>
              <td>
                <Amount value={tier.maxBonus} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function Rescue({ info }: { info: RescueInfo }) {
  const period =
    info.from === info.to ? (
      <MerchantDay day={info.from} />
    ) : (
      <FormattedMessage id="rescue.period" values={{ from: <MerchantDay day={info.from} />, to: <MerchantDay day={info.to} /> }} />
    );
  return (
    <div className="wl-activity-page">
      <section className="wl-activity-card wl-activity-card--lead" aria-labelledby="rescue-amount">
        <h2 id="rescue-amount" className="wl-activity-card__title">
          <FormattedMessage id="rescue.eligible" />
        </h2>
        <p className="wl-activity-amount">
          <Amount value={info.eligibleAmount} />
        </p>
        <dl className="wl-activity-facts">
          <div>
            <dt>
              <FormattedMessage id={info.period === 'WEEK' ? 'rescue.loss_week' : 'rescue.loss_day'} />
            </dt>
            <dd>
              <Amount value={info.loss} />
            </dd>
          </div>
          <div>
            <dt>
              <FormattedMessage id="rescue.measured" />
            </dt>
            <dd>{period}</dd>
          </div>
        </dl>
        {info.tier === null && (
          <p>
            <FormattedMessage id="rescue.no_tier" />
          </p>
        )}
      </section>
      <Tiers info={info} />
      <Rules html={info.rules} id="rescue-rules" />
    </div>
  );
}

/** `/m/activity/rescue`: the rescue rules and tiers, and what the member's loss makes them eligible for. */
const RescuePage = observer(function RescuePage() {
  const store = useActivities((s) => s.rescue);
  return (
    <PageFrame titleId="page.rescue">
      <Loaded resource={store.rescue}>{(info) => <Rescue info={info} />}</Loaded>
    </PageFrame>
  );
});

export default RescuePage;
