import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import type { BlockComponentProps } from '../defineBlock.ts';
import { useStores } from '../../stores/index.ts';
import './activity-buttons.css';

export default function ActivityButtons({ props, renderChildren }: BlockComponentProps<'activity-buttons'>) {
  const { content } = useStores();
  const intl = useIntl();
  useEffect(() => {
    void content.promotions.ensure();
  }, [content]);
  return (
    <nav
      className="wl-activities"
      aria-label={intl.formatMessage({ id: 'activities.label' })}
      style={{ gridTemplateColumns: `repeat(${props.columns}, minmax(0, 1fr))` }}
    >
      {renderChildren()}
    </nav>
  );
}
