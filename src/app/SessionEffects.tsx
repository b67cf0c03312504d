import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useStores } from '../stores/index.ts';
import { useCarryNavigate } from '../ui/navigation.tsx';
import { PATHS } from '../rules/paths.ts';

const ENTRY_PATHS: string[] = [PATHS.login, PATHS.register, PATHS.registerHtml];

/**
 * Session work that belongs to no single page: automatic login on arrival, acting on a finished
 * login or registration, and the older iOS home-screen apps' saved path.
 */
export const SessionEffects = observer(function SessionEffects() {
  const { account, session } = useStores();
  const location = useLocation();
  const navigate = useCarryNavigate();

  useEffect(() => {
    account.autoLogin();
  }, [account]);

  useEffect(() => {
    session.rememberPath(location.pathname + location.search);
  }, [session, location.pathname, location.search, session.isLoggedIn]);

  const outcome = account.outcome;
  const pendingPath = session.pendingPath;
  useEffect(() => {
    if (!outcome) return;
    account.takeOutcome();
    if (outcome.kind === 'external') window.location.assign(outcome.url);
    else if (outcome.kind === 'changePassword') navigate(PATHS.changePassword, { replace: true });
    // An automatic login elsewhere leaves the player where they are.
    else if (ENTRY_PATHS.includes(location.pathname)) navigate(PATHS.home, { replace: true });
  }, [outcome, account, navigate, location.pathname]);

  useEffect(() => {
    const path = session.takePendingPath();
    if (path) navigate(path, { replace: true });
  }, [pendingPath, session, navigate]);

  return null;
});
