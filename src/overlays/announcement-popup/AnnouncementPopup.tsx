// The announcement and activity popup: a carousel of sanitised HTML items in the one Modal.
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { activityTarget } from '../../rules/announcements.ts';
import { AnnouncementPopupStore } from '../../stores/AnnouncementPopupStore.ts';
import { useFeature, useStores } from '../../stores/index.ts';
import { Modal } from '../../ui/Modal.tsx';
import { ModalActions } from '../../ui/ModalMessage.tsx';
import { useCarryNavigate } from '../../ui/navigation.tsx';
import { SafeHtml } from '../../ui/SafeHtml.tsx';
import type { OverlayComponentProps } from '../defineOverlay.ts';
import './announcement-popup.css';

/** Previous and next, with the slide's place among them. */
const Stepper = observer(function Stepper({ popup }: { popup: AnnouncementPopupStore }) {
  const intl = useIntl();
  const count = popup.items.length;
  if (count < 2) return null;
  const step = (move: () => void) => () => {
    move();
    popup.startAutoplay();
  };
  return (
    <div className="wl-announcement__stepper">
      <button
        type="button"
        className="wl-announcement__step"
        onClick={step(() => popup.previous())}
        aria-label={intl.formatMessage({ id: 'announcement.previous' })}
      >
        <span aria-hidden="true">‹</span>
      </button>
      <span className="wl-announcement__count">
        <FormattedMessage id="announcement.slide" values={{ index: popup.index + 1, count }} />
      </span>
      <button type="button" className="wl-announcement__step" onClick={step(() => popup.next())} aria-label={intl.formatMessage({ id: 'announcement.next' })}>
        <span aria-hidden="true">›</span>
      </button>
    </div>
  );
});

/** 'I know' and 'go to activity', on items that belong to a promotion. */
const ActivityActions = observer(function ActivityActions({ guestTarget }: { guestTarget: 'login' | 'register' }) {
  const { session } = useStores();
  const navigate = useCarryNavigate();
  return (
    <ModalActions
      actions={[
        { label: <FormattedMessage id="announcement.i_know" />, ghost: true },
        { label: <FormattedMessage id="announcement.go" />, onClick: () => navigate(activityTarget(session.isLoggedIn, guestTarget)) },
      ]}
    />
  );
});

/** The announcement and activity popup: a carousel of sanitised HTML items (spec sections 2 and 4). */
const AnnouncementPopup = observer(function AnnouncementPopup({ props, close }: OverlayComponentProps<'announcement-popup'>) {
  const popup = useFeature(AnnouncementPopupStore);
  const intl = useIntl();
  const navigate = useCarryNavigate();
  useEffect(() => {
    popup.show();
    popup.startAutoplay();
    return () => popup.stopAutoplay();
  }, [popup]);
  const item = popup.items[popup.index];
  if (!item) return null;
  const count = popup.items.length;
  // With force-read, closing before the last slide shows the last one instead: the close control says so.
  const closeShowsLast = props.forceRead && !popup.isLast;
  // Autoplay waits while the player reads with a pointer or keyboard inside (WCAG 2.2.2).
  const pause = () => popup.stopAutoplay();
  const resume = () => popup.phase === 'shown' && popup.startAutoplay();
  return (
    <Modal
      title={item.title}
      onClose={close}
      beforeClose={() => popup.requestClose()}
      className="wl-announcement"
      closeLabel={closeShowsLast ? intl.formatMessage({ id: 'announcement.close_to_last' }) : undefined}
    >
      {/* Said by the close button's name already; shown for those who see only its cross. */}
      {closeShowsLast && (
        <p className="wl-announcement__hint" aria-hidden="true">
          <FormattedMessage id="announcement.close_to_last_hint" />
        </p>
      )}
      <section
        className="wl-announcement__carousel"
        aria-roledescription="carousel"
        aria-label={intl.formatMessage({ id: 'announcement.label' })}
        onPointerEnter={pause}
        onPointerLeave={resume}
        onFocus={pause}
        onBlur={resume}
      >
        <div role="group" aria-roledescription="slide" aria-label={intl.formatMessage({ id: 'announcement.slide' }, { index: popup.index + 1, count })}>
          <SafeHtml key={item.id} className="wl-announcement__content" html={item.content} onRoute={(to) => navigate(to)} />
        </div>
        <Stepper popup={popup} />
      </section>
      {item.promotionType && <ActivityActions guestTarget={props.guestActivityTarget} />}
      <label className="wl-announcement__tick">
        <input type="checkbox" checked={popup.ticked} onChange={(event) => popup.setTicked(event.target.checked)} />
        <FormattedMessage id={props.dismissMode === 'never' ? 'announcement.never_show' : 'announcement.hide_today'} />
      </label>
    </Modal>
  );
});

export default AnnouncementPopup;
