import { observer } from 'mobx-react-lite';
import { Icon } from '../../ui/Icon.tsx';
import { usePromotionGo } from '../../ui/promotionGo.ts';
import type { BlockComponentProps } from '../defineBlock.ts';
import { useStores } from '../../stores/index.ts';
import '../activity-buttons/activity-buttons.css';

/**
 * One promotion entry: it shows while the merchant runs an enabled promotion of its type and the go
 * button's rules let this player see it (spec section 2).
 */
function ActivityButton({ props }: BlockComponentProps<'activity-button'>) {
  const { content } = useStores();
  const answer = content.promotions.value;
  const promotion = answer?.promotions.find((p) => p.promotionType === props.promotionType && p.enabled);
  const live = promotion !== undefined && answer?.available[props.promotionType]?.enabled !== false;
  const go = usePromotionGo(live ? props.promotionType : undefined);
  if (!promotion || !go) return null;
  return (
    <button type="button" className="wl-activity" onClick={go}>
      <span className="wl-activity__icon">
        <Icon name={props.icon} />
      </span>
      <span className="wl-activity__label">{props.label ?? promotion.title}</span>
    </button>
  );
}

export default observer(ActivityButton);
