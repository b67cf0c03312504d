import { createContext, useContext } from 'react';
import type { RootStore } from './RootStore.ts';

export const StoresContext = createContext<RootStore | null>(null);

/** The stores of this page; components read them through observer(). */
export function useStores(): RootStore {
  const stores = useContext(StoresContext);
  if (!stores) throw new Error('useStores() needs a StoresContext provider');
  return stores;
}
