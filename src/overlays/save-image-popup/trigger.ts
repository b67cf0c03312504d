import { reaction } from 'mobx';
import { SaveImagePopupStore } from '../../stores/SaveImagePopupStore.ts';
import type { OverlayTrigger } from '../defineOverlay.ts';

/** Offers the group's image once its wait is over, when rules/saveImagePopup.ts allows it. */
const trigger: OverlayTrigger<'save-image-popup'> = (stores, props, control) => {
  const popups = stores.feature(SaveImagePopupStore);
  const stop = popups.start(props.group, props.delayMs);
  const watch = reaction(
    () => popups.due(props.group),
    (due) => (due ? control.offer() : control.withdraw()),
    { fireImmediately: true },
  );
  return () => {
    watch();
    stop();
  };
};

export default trigger;
