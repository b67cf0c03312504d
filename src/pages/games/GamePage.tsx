import { observer } from 'mobx-react-lite';
import { useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { gameFrameSandbox } from '../../rules/gameFrame.ts';
import { PATHS } from '../../rules/paths.ts';
import { GameLaunchStore, type LaunchedGame } from '../../stores/GameLaunchStore.ts';
import { useFeature } from '../../stores/index.ts';
import { CarryLink, useCarryNavigate } from '../../ui/navigation.tsx';
import { PageFrame } from '../PageFrame.tsx';
import { useFullscreen } from './useFullscreen.ts';
import './games.css';

/** The game on show, full screen in its frame, under a bar that tucks away. */
const GameView = observer(function GameView({ game, games }: { game: LaunchedGame; games: GameLaunchStore }) {
  const intl = useIntl();
  const navigate = useCarryNavigate();
  const stage = useRef<HTMLDivElement>(null);
  const fullscreen = useFullscreen(stage);
  const hidden = games.headerHidden;
  const title = game.title ?? intl.formatMessage({ id: 'page.game' });
  const frameTitle = game.title ? intl.formatMessage({ id: 'games.frame_title' }, { title: game.title }) : title;
  const back = () => {
    fullscreen.exit();
    games.close();
    navigate(game.backPath, { replace: true });
  };
  const classes = ['wl-game', hidden && 'wl-game--bare', fullscreen.fallback && 'wl-game--fill'].filter(Boolean).join(' ');
  return (
    <div ref={stage} className={classes}>
      <header className="wl-game__bar">
        {!hidden && (
          <button type="button" className="wl-page__back" onClick={back} aria-label={intl.formatMessage({ id: 'app.back' })}>
            <span aria-hidden="true">‹</span>
          </button>
        )}
        {!hidden && <h1 className="wl-game__title">{title}</h1>}
        <div role="toolbar" aria-label={intl.formatMessage({ id: 'games.controls' })} className="wl-game__tools">
          <button type="button" className="wl-game__tool" aria-pressed={hidden} onClick={() => games.setHeaderHidden(!hidden)}>
            <FormattedMessage id="games.hide_header" />
          </button>
          {!hidden && (
            <button type="button" className="wl-game__tool" aria-pressed={fullscreen.active} onClick={fullscreen.toggle}>
              <FormattedMessage id="games.fullscreen" />
            </button>
          )}
        </div>
      </header>
      {/* The sandbox is as tight as a game allows; rules/gameFrame.ts says why each permission is there. */}
      <iframe className="wl-game__frame" src={game.url} title={frameTitle}
        sandbox={gameFrameSandbox(game.url, location.origin)} allow="fullscreen; autoplay" />
    </div>
  );
});

/** A reload loses the game (its address lives only in memory): say so, and offer to start it again. */
function GameClosed({ lastLaunch }: { lastLaunch: string | undefined }) {
  const search = lastLaunch && (lastLaunch.startsWith('?') ? lastLaunch : `?${lastLaunch}`);
  return (
    <PageFrame titleId="page.game">
      <section className="wl-launch">
        <p role="status"><FormattedMessage id="games.closed" /></p>
        <div className="wl-launch__actions">
          {search && <CarryLink to={`${PATHS.launchGame}${search}`} className="wl-button"><FormattedMessage id="games.start_again" /></CarryLink>}
          <CarryLink to={PATHS.home} className="wl-button wl-button--ghost"><FormattedMessage id="nav.home" /></CarryLink>
        </div>
      </section>
    </PageFrame>
  );
}

/** The game page: only ever a game a launch call answered with. */
const GamePage = observer(function GamePage() {
  const games = useFeature(GameLaunchStore);
  return games.game ? <GameView game={games.game} games={games} /> : <GameClosed lastLaunch={games.lastLaunchSearch} />;
});

export default GamePage;
