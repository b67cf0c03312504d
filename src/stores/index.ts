import { createContext, useContext } from 'react';
import type { FeatureStore, RootStore } from './RootStore.ts';

export const StoresContext = createContext<RootStore | null>(null);

/** The stores of this page; components read them through observer(). */
export function useStores(): RootStore {
  const stores = useContext(StoresContext);
  if (!stores) throw new Error('useStores() needs a StoresContext provider');
  return stores;
}

/** The store of a feature, created when the feature's first component asks for it. */
export function useFeature<T extends FeatureStore>(Store: new (root: RootStore) => T): T {
  return useStores().feature(Store);
}
