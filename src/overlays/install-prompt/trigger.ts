import { reaction } from 'mobx';
import { InstallStore } from '../../stores/InstallStore.ts';
import type { OverlayTrigger } from '../defineOverlay.ts';

/**
 * Offers the prompt once rules/installPrompt.ts allows it and it has waited its delay (2 s the first
 * time in the page's life, 1 s after); withdraws it when the rules stop allowing it.
 */
const trigger: OverlayTrigger<'install-prompt'> = (stores, _props, control) => {
  const install = stores.feature(InstallStore);
  const stop = install.start();
  let wait: ReturnType<typeof setTimeout> | undefined;
  const watch = reaction(
    () => install.due,
    (due) => {
      clearTimeout(wait);
      if (!due) return control.withdraw();
      wait = setTimeout(() => control.offer(), install.nextDelay());
    },
    { fireImmediately: true },
  );
  return () => {
    clearTimeout(wait);
    watch();
    stop();
  };
};

export default trigger;
