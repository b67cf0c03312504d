import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { CarryLink } from '../../ui/navigation.tsx';
import type { BlockComponentProps } from '../defineBlock.ts';
import { useStores } from '../../stores/index.ts';
import { shownVendorTypes } from './vendorTypes.ts';
import './game-lanes.css';

function GameLanes({ props }: BlockComponentProps<'game-lanes'>) {
  const { content } = useStores();
  const intl = useIntl();
  useEffect(() => {
    void content.lanes.ensure();
  }, [content]);
  const layout = props.layout ?? 'grid';
  const lanes = content.lanes.value ?? [];
  return (
    <div className="wl-lanes" aria-label={intl.formatMessage({ id: 'lanes.label' })} role="region">
      {lanes.map((lane) => (
        <section key={lane.title} className="wl-lane">
          <div className="wl-lane__head">
            <h2>{lane.title}</h2>
            <span className="wl-lane__meta">
              {shownVendorTypes(lane.gameClassify).join(' · ')}
              {lane.gameCount !== undefined && (
                <> · <FormattedMessage id="lanes.count" values={{ count: lane.gameCount }} /></>
              )}
            </span>
          </div>
          <ul className={`wl-lane__cards wl-lane__cards--${layout}`} style={layout === 'grid' ? { gridTemplateColumns: `repeat(${props.columns ?? 2}, minmax(0, 1fr))` } : undefined}>
            {lane.cards.map((card) => (
              <li key={card.gameId}>
                <CarryLink className="wl-card" to={`/m/launchGame?code=${encodeURIComponent(card.gameId)}&vendor=${encodeURIComponent(card.accountTypeName)}`}>
                  <img src={card.image} alt="" width={200} height={200} loading="lazy" decoding="async" />
                  <span className="wl-card__name">{card.displayName}</span>
                  <span className="wl-card__vendor">{card.accountTypeName}</span>
                </CarryLink>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

export default observer(GameLanes);
