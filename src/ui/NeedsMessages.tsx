import { observer } from 'mobx-react-lite';
import { useEffect, type ReactNode } from 'react';
import type { Bundle } from '../i18n/loadMessages.ts';
import { useStores } from '../stores/index.ts';
import { Spinner } from './Spinner.tsx';

/** Shows its screen once the screen's message bundles are in (they load beside its code). */
export const NeedsMessages = observer(function NeedsMessages({ bundles, children, fallback = <Spinner /> }: {
  bundles: readonly Bundle[];
  children: ReactNode;
  fallback?: ReactNode;
}) {
  const { i18n } = useStores();
  const ready = i18n.hasBundles(bundles);
  useEffect(() => {
    if (!ready) void i18n.ensureBundles(bundles);
  }, [i18n, bundles, ready]);
  return ready ? <>{children}</> : <>{fallback}</>;
});
