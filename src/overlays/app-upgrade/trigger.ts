import { observable, reaction } from 'mobx';
import { inAction } from '../../stores/inAction.ts';
import { AppUpgradeStore } from '../../stores/AppUpgradeStore.ts';
import type { OverlayTrigger } from '../defineOverlay.ts';

/** Inside the app shell, asks whether a newer release is out, and offers the modal after its delay while rules/appUpgrade.ts allows it. */
const trigger: OverlayTrigger<'app-upgrade'> = (stores, props, control) => {
  if (stores.platform.shell !== 'app') return () => undefined;
  const upgrade = stores.feature(AppUpgradeStore);
  void upgrade.check();
  const waited = observable.box(false);
  const timer = setTimeout(() => inAction('appUpgrade.waited', () => waited.set(true)), props.delayMs);
  const watch = reaction(
    () => waited.get() && upgrade.due,
    (due) => (due ? control.offer() : control.withdraw()),
    { fireImmediately: true },
  );
  return () => {
    clearTimeout(timer);
    watch();
  };
};

export default trigger;
