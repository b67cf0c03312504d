import { observer } from 'mobx-react-lite';
import { useEffect, type ReactNode } from 'react';
import type { LazyBundle } from '../i18n/bundles.ts';
import { useStores } from '../stores/index.ts';
import { Spinner } from './Spinner.tsx';

/** Shows its screen once the screen's messages are in (they load beside its code). */
export const NeedsMessages = observer(function NeedsMessages({ bundle, children }: { bundle: LazyBundle; children: ReactNode }) {
  const { i18n } = useStores();
  const ready = i18n.hasBundle(bundle);
  useEffect(() => {
    if (!ready) void i18n.ensureBundle(bundle);
  }, [i18n, bundle, ready]);
  return ready ? <>{children}</> : <Spinner />;
});
