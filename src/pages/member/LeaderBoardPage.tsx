import type { LeaderBoardAnswer, LeaderBoardRow } from '../../config/types.generated.ts';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { FormattedDate, FormattedMessage } from 'react-intl';
import { useFeature, useStores } from '../../stores/index.ts';
import { LeaderBoardStore } from '../../stores/LeaderBoardStore.ts';
import { Amount } from '../../ui/Amount.tsx';
import { LoadProblem } from '../../ui/LoadProblem.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { PageFrame } from '../PageFrame.tsx';
import './member.css';

function Score({ row, metric }: { row: LeaderBoardRow; metric: LeaderBoardAnswer['metric'] }) {
  return metric === 'depositTotal' ? <Amount value={row.score} /> : <FormattedMessage id="leaderboard.deposit_count" values={{ count: row.score }} />;
}

function Row({ row, metric }: { row: LeaderBoardRow; metric: LeaderBoardAnswer['metric'] }) {
  return (
    <tr className={row.self ? 'wl-board__self' : undefined} aria-current={row.self ? 'true' : undefined}>
      <td className="wl-board__rank">{row.rank ?? '–'}</td>
      <th scope="row" className="wl-board__name">
        {row.userName}
        {row.self && (
          <span className="wl-board__you">
            <FormattedMessage id="leaderboard.you" />
          </span>
        )}
      </th>
      <td className="wl-board__score">
        <Score row={row} metric={metric} />
      </td>
    </tr>
  );
}

/** When the period ends, in the player's time zone. */
function Period({ endsAt }: { endsAt: string | null }) {
  if (!endsAt) return null;
  // The period ends at midnight UTC: the last day shown is the one before.
  const lastMoment = new Date(Date.parse(endsAt) - 1);
  return (
    <p className="wl-board__period">
      <FormattedMessage
        id="leaderboard.ends"
        values={{ date: <FormattedDate value={lastMoment} year="numeric" month="short" day="numeric" hour="2-digit" minute="2-digit" /> }}
      />
    </p>
  );
}

const Board = observer(function Board({ board }: { board: LeaderBoardAnswer }) {
  const { session } = useStores();
  const ownListed = board.entries.some((row) => row.self);
  return (
    <>
      {board.description && <p>{board.description}</p>}
      <Period endsAt={board.endsAt} />
      {board.entries.length === 0 ? (
        <p>
          <FormattedMessage id="leaderboard.empty" />
        </p>
      ) : (
        <table className="wl-board">
          <caption className="wl-visually-hidden">{board.title}</caption>
          <thead>
            <tr>
              <th scope="col">
                <FormattedMessage id="leaderboard.rank" />
              </th>
              <th scope="col">
                <FormattedMessage id="leaderboard.player" />
              </th>
              <th scope="col">
                <FormattedMessage id="leaderboard.score" />
              </th>
            </tr>
          </thead>
          <tbody>
            {board.entries.map((row, i) => (
              <Row key={`${row.rank}-${i}`} row={row} metric={board.metric} />
            ))}
          </tbody>
        </table>
      )}
      {session.isLoggedIn && board.own && !ownListed && (
        <section className="wl-card" aria-labelledby="own-rank-title">
          <h2 id="own-rank-title" className="wl-card__title">
            <FormattedMessage id="leaderboard.your_rank" />
          </h2>
          {board.own.rank === null ? (
            <p>
              <FormattedMessage id="leaderboard.not_ranked" />
            </p>
          ) : (
            <p>
              <FormattedMessage id="leaderboard.own_rank" values={{ rank: board.own.rank, score: <Score row={board.own} metric={board.metric} /> }} />
            </p>
          )}
        </section>
      )}
    </>
  );
});

/** The mission leaderboard: ranks, masked names and scores, with the member's own rank marked. */
const LeaderBoardPage = observer(function LeaderBoardPage() {
  const store = useFeature(LeaderBoardStore);
  useEffect(() => {
    void store.refresh();
  }, [store]);
  const { board } = store;
  return (
    <PageFrame titleId="page.leader_board">
      <div className="wl-member">
        {board.value === undefined && board.failed && <LoadProblem messageId="member.load_failed" error={board.error} onRetry={() => void store.refresh()} />}
        {board.value === undefined && !board.failed && <Spinner />}
        {board.value === null && (
          <p>
            <FormattedMessage id="leaderboard.none" />
          </p>
        )}
        {board.value && (
          <>
            <h2 className="wl-board__title">{board.value.title}</h2>
            <Board board={board.value} />
          </>
        )}
      </div>
    </PageFrame>
  );
});

export default LeaderBoardPage;
