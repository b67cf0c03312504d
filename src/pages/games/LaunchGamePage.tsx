import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { PATHS } from '../../rules/paths.ts';
import { GameLaunchStore } from '../../stores/GameLaunchStore.ts';
import { useFeature } from '../../stores/index.ts';
import { FailureMessage } from '../../ui/FailureMessage.tsx';
import { CarryLink } from '../../ui/navigation.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { PageFrame } from '../PageFrame.tsx';
import './games.css';

/** Starts the game its query names and leads on to it; says why when it cannot, with a way on. */
const LaunchGamePage = observer(function LaunchGamePage() {
  const games = useFeature(GameLaunchStore);
  const { search } = useLocation();
  useEffect(() => {
    games.launch(search);
    return () => games.stop();
  }, [games, search]);
  const title = games.query?.title;
  const retry = (
    <button type="button" className="wl-button" onClick={() => games.retry()}>
      <FormattedMessage id="retry_once" />
    </button>
  );
  const home = (
    <CarryLink to={PATHS.home} className="wl-button wl-button--ghost">
      <FormattedMessage id="nav.home" />
    </CarryLink>
  );
  return (
    <PageFrame titleId="page.launch_game">
      <section className="wl-launch" aria-busy={games.phase === 'launching'}>
        {games.phase === 'launching' && games.showSpinner && (
          <>
            <Spinner />
            <p role="status">{title ? <FormattedMessage id="games.starting_named" values={{ title }} /> : <FormattedMessage id="games.starting" />}</p>
          </>
        )}
        {games.phase === 'timedOut' && (
          <>
            <p role="alert">
              <FormattedMessage id="timeout_retry_please" />
            </p>
            <div className="wl-launch__actions">
              {retry}
              {home}
            </div>
          </>
        )}
        {games.phase === 'failed' && (
          <>
            <p role="alert">{!games.failure ? <FormattedMessage id="games.failed" /> : <FailureMessage text={games.failure} />}</p>
            <div className="wl-launch__actions">
              {retry}
              {home}
            </div>
          </>
        )}
        {games.phase === 'invalid' && (
          <>
            <p role="alert">
              <FormattedMessage id="games.invalid" />
            </p>
            <div className="wl-launch__actions">{home}</div>
          </>
        )}
        {games.phase === 'needsApp' && (
          <>
            <p>
              <FormattedMessage id="games.app_only" />
            </p>
            <div className="wl-launch__actions">
              <CarryLink to={PATHS.appDownload} className="wl-button">
                <FormattedMessage id="games.get_app" />
              </CarryLink>
              {home}
            </div>
          </>
        )}
      </section>
    </PageFrame>
  );
});

export default LaunchGamePage;
