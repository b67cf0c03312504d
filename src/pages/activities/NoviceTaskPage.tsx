import type { NoviceTask, NoviceTasks } from '../../config/types.generated.ts';
import { observer } from 'mobx-react-lite';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { PATHS } from '../../rules/paths.ts';
import { ActivitiesStore } from '../../stores/ActivitiesStore.ts';
import { useFeature } from '../../stores/index.ts';
import { Amount } from '../../ui/Amount.tsx';
import { CarryLink } from '../../ui/navigation.tsx';
import { PageFrame } from '../PageFrame.tsx';
import { DATE_TIME, Earned, Loaded, Rules, useActivities } from './parts.tsx';
import './activities.css';

/** Progress as the goal counts it: money for a deposit total, a plain count otherwise. */
function Progress({ task }: { task: NoviceTask }) {
  const money = task.goal === 'DEPOSIT_TOTAL';
  const show = (value: number) => (money ? <Amount value={value} /> : value);
  return <FormattedMessage id="tasks.progress" values={{ progress: show(task.progress), target: show(task.target) }} />;
}

const TaskAction = observer(function TaskAction({ task }: { task: NoviceTask }) {
  const store = useFeature(ActivitiesStore);
  const intl = useIntl();
  if (task.status === 'CLAIMABLE') {
    const sending = store.pending === `task:${task.id}`;
    return (
      <button
        type="button"
        className="wl-button"
        onClick={() => void store.claimTask(task.id)}
        disabled={store.pending !== undefined}
        aria-busy={sending}
        aria-label={intl.formatMessage({ id: 'tasks.claim_named' }, { title: task.title })}
      >
        <FormattedMessage id="tasks.claim" />
      </button>
    );
  }
  if (task.status === 'IN_PROGRESS' && task.goal === 'SIGN_IN_DAYS') {
    return (
      <CarryLink to={PATHS.signIn} className="wl-button wl-button--ghost">
        <FormattedMessage id="tasks.go_sign_in" />
      </CarryLink>
    );
  }
  const state = { CLAIMED: 'tasks.claimed', EXPIRED: 'tasks.expired', IN_PROGRESS: 'tasks.in_progress', CLAIMABLE: 'tasks.claim' }[task.status];
  return (
    <span className={`wl-activity-state wl-activity-state--${task.status.toLowerCase()}`}>
      <FormattedMessage id={state} />
    </span>
  );
});

function Task({ task }: { task: NoviceTask }) {
  const intl = useIntl();
  const titleId = `task-${task.id}`;
  const share = task.target > 0 ? Math.min(100, (task.progress / task.target) * 100) : 0;
  return (
    <li className="wl-activity-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="wl-activity-card__title">
        {task.title}
      </h2>
      <div
        className="wl-activity-bar"
        role="progressbar"
        aria-labelledby={titleId}
        aria-valuemin={0}
        aria-valuemax={task.target}
        aria-valuenow={task.progress}
        aria-valuetext={intl.formatMessage({ id: 'tasks.progress' }, { progress: task.progress, target: task.target })}
      >
        <span className="wl-activity-bar__fill" style={{ width: `${share}%` }} />
      </div>
      <p className="wl-activity-row">
        <span>
          <Progress task={task} />
        </span>
        <span>
          <FormattedMessage id="tasks.reward" values={{ amount: <Amount value={task.reward} /> }} />
        </span>
      </p>
      <div className="wl-activity-actions">
        <TaskAction task={task} />
      </div>
    </li>
  );
}

function Tasks({ answer }: { answer: NoviceTasks }) {
  const intl = useIntl();
  const ended = answer.endsAt !== null && Date.parse(answer.endsAt) <= Date.now();
  return (
    <div className="wl-activity-page">
      {answer.endsAt && (
        <p className="wl-activity-note">
          {ended ? (
            <FormattedMessage id="tasks.ended" />
          ) : (
            <FormattedMessage id="tasks.ends" values={{ date: <FormattedDate value={answer.endsAt} {...DATE_TIME} /> }} />
          )}
        </p>
      )}
      <Earned prefix="task:" messageId="tasks.earned" />
      <ul className="wl-activity-list" aria-label={intl.formatMessage({ id: 'tasks.list' })}>
        {answer.tasks.map((task) => (
          <Task key={task.id} task={task} />
        ))}
      </ul>
      <Rules html={answer.rules} id="task-rules" />
    </div>
  );
}

/** `/m/activity/noviceTask`: newcomer tasks with the member's progress, each reward claimed once. */
const NoviceTaskPage = observer(function NoviceTaskPage() {
  const store = useActivities((s) => s.tasks);
  return (
    <PageFrame titleId="page.novice_task">
      <Loaded resource={store.tasks}>{(answer) => <Tasks answer={answer} />}</Loaded>
    </PageFrame>
  );
});

export default NoviceTaskPage;
