// The line-speed test (spec section 2, /m/lineSpeedTest or the merchant's own route): each line's time
// as it comes in, the first responder chosen, and 'switch line' to the same page on the chosen line.
import { observer } from 'mobx-react-lite';
import { useEffect, useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import type { LineResult } from '../../rules/lineSpeed.ts';
import { useFeature } from '../../stores/index.ts';
import { LineSpeedStore, type LineRow } from '../../stores/LineSpeedStore.ts';
import { PageFrame } from '../PageFrame.tsx';
import './line-speed.css';

function ResultText({ result }: { result: LineResult }) {
  switch (result.state) {
    case 'answered':
      return <FormattedMessage id="line_speed.ms" values={{ ms: result.ms }} />;
    case 'timed-out':
      return <FormattedMessage id="line_speed.timed_out" />;
    case 'failed':
      return <FormattedMessage id="line_speed.failed" />;
    default:
      return <FormattedMessage id="line_speed.pending" />;
  }
}

const LineOption = observer(function LineOption({ row, store }: { row: LineRow; store: LineSpeedStore }) {
  const answered = row.result.state === 'answered';
  return (
    <label className={`wl-lines__line${answered ? '' : ' wl-lines__line--silent'}`}>
      <input type="radio" name="line" value={row.origin} checked={store.chosen === row.origin} disabled={!answered} onChange={() => store.choose(row.origin)} />
      {/* The spaces between the parts keep them apart in the radio's accessible name. */}
      <span className="wl-lines__name">
        <FormattedMessage id="line_speed.line" values={{ number: row.number }} />
      </span>{' '}
      <span className="wl-lines__host">{new URL(row.origin).host}</span>{' '}
      <span className={`wl-lines__time wl-lines__time--${row.result.state}`}>
        <ResultText result={row.result} />
      </span>
      {(store.winner === row.origin || store.isCurrent(row.origin)) && ' '}
      {(store.winner === row.origin || store.isCurrent(row.origin)) && (
        <span className="wl-lines__tags">
          {store.winner === row.origin && (
            <span className="wl-lines__tag">
              <FormattedMessage id="line_speed.fastest" />
            </span>
          )}
          {store.winner === row.origin && store.isCurrent(row.origin) && ' '}
          {store.isCurrent(row.origin) && (
            <span className="wl-lines__tag">
              <FormattedMessage id="line_speed.current" />
            </span>
          )}
        </span>
      )}
    </label>
  );
});

/** One line saying where the test is. */
function summaryOf(store: LineSpeedStore): { id: string; values?: Record<string, number> } | undefined {
  const winner = store.rows.find((row) => row.origin === store.winner);
  if (winner) return { id: 'line_speed.winner', values: { number: winner.number } };
  if (store.phase === 'loading' || store.phase === 'testing') return { id: 'line_speed.testing' };
  if (store.phase === 'failed') return { id: 'line_speed.load_failed' };
  if (store.phase === 'done') return { id: 'line_speed.no_answer' };
  return undefined;
}

const LineSpeedTestPage = observer(function LineSpeedTestPage() {
  const store = useFeature(LineSpeedStore);
  const location = useLocation();
  const intl = useIntl();
  const hintId = useId();
  useEffect(() => {
    void store.start();
    return () => store.stop();
  }, [store]);
  const summary = summaryOf(store);
  const chosen = store.chosen;
  const onChosen = chosen !== undefined && store.isCurrent(chosen);
  return (
    <PageFrame titleId="line_speed.title">
      <p className="wl-lines__summary" role="status">
        {summary && intl.formatMessage({ id: summary.id }, summary.values)}
      </p>
      {store.rows.length > 0 && (
        <fieldset className="wl-lines">
          <legend>
            <FormattedMessage id="line_speed.lines" />
          </legend>
          {store.rows.map((row) => (
            <LineOption key={row.origin} row={row} store={store} />
          ))}
        </fieldset>
      )}
      <div className="wl-lines__actions">
        <button type="button" className="wl-button wl-button--ghost" disabled={store.phase === 'loading'} onClick={() => void store.start()}>
          <FormattedMessage id="line_speed.retest" />
        </button>
        <button
          type="button"
          className="wl-button"
          disabled={!chosen || onChosen}
          aria-describedby={onChosen ? hintId : undefined}
          onClick={() => store.switchLine(location)}
        >
          <FormattedMessage id="line_speed.switch" />
        </button>
      </div>
      {onChosen && (
        <p id={hintId} className="wl-lines__hint">
          <FormattedMessage id="line_speed.on_chosen" />
        </p>
      )}
    </PageFrame>
  );
});

export default LineSpeedTestPage;
