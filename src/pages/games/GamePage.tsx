// The game page: the launched game in a sandboxed frame under a bar of icon buttons (back, hide the bar,
// full screen), so the game's title has the room; after a reload, a way to start the game again.
import { observer } from 'mobx-react-lite';
import { useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { gameFrameSandbox } from '../../rules/gameFrame.ts';
import { PATHS } from '../../rules/paths.ts';
import { GameLaunchStore, type LaunchedGame } from '../../stores/GameLaunchStore.ts';
import { useFeature } from '../../stores/index.ts';
import { useGameOnShow } from '../../ui/floatingReserve.ts';
import { CarryLink, useCarryNavigate } from '../../ui/navigation.tsx';
import { PageFrame } from '../PageFrame.tsx';
import { GameBarIcon } from './GameBarIcons.tsx';
import { useFullscreen } from './useFullscreen.ts';
import './games.css';

/** The game on show, full screen in its frame, under a bar that tucks away. */
const GameView = observer(function GameView({ game, games }: { game: LaunchedGame; games: GameLaunchStore }) {
  const intl = useIntl();
  const navigate = useCarryNavigate();
  const stage = useRef<HTMLDivElement>(null);
  const fullscreen = useFullscreen(stage);
  useGameOnShow();
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
          <button type="button" className="wl-game__tool wl-game__back" onClick={back} aria-label={intl.formatMessage({ id: 'app.back' })}>
            <GameBarIcon glyph="back" />
          </button>
        )}
        {!hidden && <h1 className="wl-game__title">{title}</h1>}
        <div role="toolbar" aria-label={intl.formatMessage({ id: 'games.controls' })} className="wl-game__tools">
          <button
            type="button"
            className="wl-game__tool"
            aria-pressed={hidden}
            aria-label={intl.formatMessage({ id: 'games.hide_header' })}
            onClick={() => games.setHeaderHidden(!hidden)}
          >
            <GameBarIcon glyph={hidden ? 'show-bar' : 'hide-bar'} />
          </button>
          {!hidden && (
            <button
              type="button"
              className="wl-game__tool"
              aria-pressed={fullscreen.active}
              aria-label={intl.formatMessage({ id: 'games.fullscreen' })}
              onClick={fullscreen.toggle}
            >
              <GameBarIcon glyph={fullscreen.active ? 'exit-fullscreen' : 'enter-fullscreen'} />
            </button>
          )}
        </div>
      </header>
      {/* The sandbox is as tight as a game allows; rules/gameFrame.ts says why each permission is there. */}
      <iframe className="wl-game__frame" src={game.url} title={frameTitle} sandbox={gameFrameSandbox(game.url, location.origin)} allow="fullscreen; autoplay" />
    </div>
  );
});

/** A reload loses the game (its address lives only in memory): say so, and offer to start it again. */
function GameClosed({ lastLaunch }: { lastLaunch: string | undefined }) {
  const search = lastLaunch && (lastLaunch.startsWith('?') ? lastLaunch : `?${lastLaunch}`);
  return (
    <PageFrame titleId="page.game">
      <section className="wl-launch">
        <p role="status">
          <FormattedMessage id="games.closed" />
        </p>
        <div className="wl-launch__actions">
          {search && (
            <CarryLink to={`${PATHS.launchGame}${search}`} className="wl-button">
              <FormattedMessage id="games.start_again" />
            </CarryLink>
          )}
          <CarryLink to={PATHS.home} className="wl-button wl-button--ghost">
            <FormattedMessage id="nav.home" />
          </CarryLink>
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
