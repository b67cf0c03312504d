// The merchant's customer-service script, for merchants with chat on that allow a script origin. What it
// adds floats over the page (a help button, say), so the page keeps room for it once a script is in. It is
// never loaded over a game: on the game page it waits until the player leaves, and a widget already there
// is hidden while the game shows (ui/floatingReserve.ts).
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { PATHS } from '../../rules/paths.ts';
import type { CustomerServiceScriptStore } from '../../stores/CustomerServiceScriptStore.ts';
import { useStores } from '../../stores/index.ts';
import { useFloatingReserve } from '../../ui/floatingReserve.ts';

export const CustomerServiceScript = observer(function CustomerServiceScript() {
  const stores = useStores();
  const { site } = stores;
  const onGame = useLocation().pathname === PATHS.game;
  const wanted = site.flag('CBS3') && (site.config.customerServiceScriptOrigins?.length ?? 0) > 0 && !onGame;
  const [store, setStore] = useState<CustomerServiceScriptStore>();
  useEffect(() => {
    if (!wanted) return;
    void import('../../stores/CustomerServiceScriptStore.ts').then(({ CustomerServiceScriptStore }) => {
      const script = stores.feature(CustomerServiceScriptStore);
      setStore(script);
      return script.inject();
    });
  }, [wanted, stores]);
  useFloatingReserve(wanted && (store?.injected.length ?? 0) > 0);
  return null;
});
