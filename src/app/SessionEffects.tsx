import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { localStore, STORAGE_KEYS } from '../platform/storage.ts';
import { useStores } from '../stores/index.ts';
import { useCarryNavigate } from '../ui/navigation.tsx';

/**
 * Session work that belongs to no single page: automatic login on arrival, a remembered login forgotten
 * by another tab, the paths stores lead the player to (after a login, a lost session), and the older iOS
 * home-screen apps' saved path.
 */
export const SessionEffects = observer(function SessionEffects() {
  const stores = useStores();
  const { session, site } = stores;
  const location = useLocation();
  const navigate = useCarryNavigate();
  useEffect(() => {
    // The account code loads only for a remembered login that might log in by itself.
    if (session.isLoggedIn || !site.flag('AUTOLOGIN3') || !localStore.get(STORAGE_KEYS.rememberedLogin)) return;
    void import('../stores/AccountStore.ts').then(({ AccountStore }) => stores.feature(AccountStore).autoLogin());
  }, [stores, session, site]);
  useEffect(() => {
    // A logout in another tab removed the remembered login: this tab lets go of it too.
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || (event.key === STORAGE_KEYS.rememberedLogin && event.newValue === null)) session.rememberedLoginForgottenElsewhere();
    };
    addEventListener('storage', onStorage);
    return () => removeEventListener('storage', onStorage);
  }, [session]);
  useEffect(() => {
    session.rememberPath(location.pathname + location.search);
  }, [session, location.pathname, location.search, session.isLoggedIn]);
  const pendingPath = session.pendingPath;
  useEffect(() => {
    const path = session.takePendingPath();
    if (path) navigate(path, { replace: true });
  }, [pendingPath, session, navigate]);
  return null;
});
