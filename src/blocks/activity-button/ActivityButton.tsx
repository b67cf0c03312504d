import { observer } from 'mobx-react-lite';
import { useCarryNavigate } from '../../ui/navigation.tsx';
import { Icon } from '../../ui/Icon.tsx';
import type { BlockComponentProps } from '../defineBlock.ts';
import { useStores } from '../../stores/index.ts';
import { promotionTarget } from './promotionTarget.ts';
import '../activity-buttons/activity-buttons.css';
import { PATHS } from '../../rules/paths.ts';

/** One promotion entry; it shows only while the merchant runs an enabled promotion of its type. */
function ActivityButton({ props }: BlockComponentProps<'activity-button'>) {
  const { content } = useStores();
  const navigate = useCarryNavigate();
  const answer = content.promotions.value;
  const promotion = answer?.promotions.find((p) => p.promotionType === props.promotionType && p.enabled);
  if (!promotion || answer?.available[props.promotionType]?.enabled === false) return null;
  const target = promotionTarget(props.promotionType);
  const go = () => navigate(target.kind === 'route' ? target.to : PATHS.appDownload);
  return (
    <button type="button" className="wl-activity" onClick={go}>
      <span className="wl-activity__icon"><Icon name={props.icon} /></span>
      <span className="wl-activity__label">{props.label ?? promotion.title}</span>
    </button>
  );
}

export default observer(ActivityButton);
