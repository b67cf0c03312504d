import { reaction } from 'mobx';
import { ForceDownloadStore } from '../../stores/ForceDownloadStore.ts';
import type { OverlayTrigger } from '../defineOverlay.ts';

/**
 * Offers the modal while rules/forceDownload.ts allows it, and withdraws it when not (the deposit count
 * passed the threshold). Once closed it is due again only after a deposit: it may then show again in
 * the same page view.
 */
const trigger: OverlayTrigger<'force-download'> = (stores, _props, control) => {
  const forceDownload = stores.feature(ForceDownloadStore);
  const stop = forceDownload.start();
  const watch = reaction(
    () => forceDownload.due,
    (due) => {
      if (!due) return control.withdraw();
      control.allowAgain();
      control.offer();
    },
    { fireImmediately: true },
  );
  return () => {
    watch();
    stop();
  };
};

export default trigger;
