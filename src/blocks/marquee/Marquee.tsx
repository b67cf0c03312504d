import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Icon } from '../../ui/Icon.tsx';
import { announcementsFor, VISITORS } from '../../rules/announcements.ts';
import { useStores } from '../../stores/index.ts';
import { useServerView } from '../../ui/serverView.ts';
import type { BlockComponentProps } from '../defineBlock.ts';
import './marquee.css';

/** Pixels moved per frame: the speed in frames per second then reads as pixels per second. */
const PX_PER_FRAME = 1;
const APPROX_CHAR_PX = 14;

function Marquee({ props }: BlockComponentProps<'marquee'>) {
  const { content, session } = useStores();
  const intl = useIntl();
  const serverView = useServerView();
  useEffect(() => {
    void content.announcements.ensure();
  }, [content]);
  const lines = announcementsFor(content.shownAnnouncements, serverView ? VISITORS : session.audience).map((item) => item.title);
  const text = lines.join('　·　');
  const speed = props.speed * PX_PER_FRAME;
  const seconds = Math.max(6, (text.length * APPROX_CHAR_PX + 360) / speed);
  return (
    <div className="wl-marquee" role="marquee" aria-label={intl.formatMessage({ id: 'marquee.label' })}>
      <span className="wl-marquee__icon">
        <Icon name="megaphone" size={18} />
      </span>
      <div className="wl-marquee__track">
        {text && (
          <p className="wl-marquee__text" style={{ animationDuration: `${seconds}s` }}>
            {lines.map((line, i) => (
              <span key={i}>{line}</span>
            ))}
          </p>
        )}
      </div>
    </div>
  );
}

export default observer(Marquee);
