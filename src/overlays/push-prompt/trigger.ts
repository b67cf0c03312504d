import { reaction } from 'mobx';
import { PushStore } from '../../stores/PushStore.ts';
import type { OverlayTrigger } from '../defineOverlay.ts';

/** Offers the prompt once its delay has passed, while rules/push.ts allows it; binding follows the session meanwhile. */
const trigger: OverlayTrigger<'push-prompt'> = (stores, props, control) => {
  const push = stores.feature(PushStore);
  push.follow();
  const stop = push.wait(props.delayMs);
  const watch = reaction(
    () => push.promptDue,
    (due) => (due ? control.offer() : control.withdraw()),
    { fireImmediately: true },
  );
  return () => {
    watch();
    stop();
  };
};

export default trigger;
