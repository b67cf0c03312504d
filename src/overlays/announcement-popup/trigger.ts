import { reaction } from 'mobx';
import { AnnouncementPopupStore } from '../../stores/AnnouncementPopupStore.ts';
import type { OverlayTrigger } from '../defineOverlay.ts';

/** Offers the popup whenever the player's announcements are due (rules/announcements.ts says when). */
const trigger: OverlayTrigger<'announcement-popup'> = (stores, props, control) => {
  const popup = stores.feature(AnnouncementPopupStore);
  const stop = popup.start(props);
  const watch = reaction(
    () => popup.due,
    (due) => (due ? control.offer(() => popup.closed()) : control.withdraw()),
    { fireImmediately: true },
  );
  return () => {
    watch();
    stop();
  };
};

export default trigger;
