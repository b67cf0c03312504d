// Newcomer tasks: each measures one thing the member has done against a target; a done task's reward is
// claimed once, within the merchant's window after registration (when it sets one).
import type { NoviceTaskEntry, NoviceTasks, NoviceTaskSettings, TaskStatus } from '../../src/config/types.generated.ts';
import type { Db } from '../db/index.ts';
import { claimsOf, recordClaim, TASK_CLAIMS } from './claims.ts';
import type { MemberProgress } from './memberProgress.ts';

const DAY_MS = 86_400_000;

export function progressOf(goal: NoviceTaskEntry['goal'], progress: MemberProgress): number {
  switch (goal) {
    case 'SIGN_IN_DAYS':
      return progress.signInDays;
    case 'DEPOSIT_COUNT':
      return progress.depositCount;
    case 'DEPOSIT_TOTAL':
      return progress.depositTotal;
    case 'BIND_MOBILE':
      return progress.hasMobile ? 1 : 0;
  }
}

export function taskStatus(done: boolean, claimed: boolean, ended: boolean): TaskStatus {
  if (claimed) return 'CLAIMED';
  if (ended) return 'EXPIRED';
  return done ? 'CLAIMABLE' : 'IN_PROGRESS';
}

export const windowEnd = (settings: NoviceTaskSettings, registeredAt: Date): Date | undefined =>
  settings.windowDays ? new Date(registeredAt.getTime() + settings.windowDays * DAY_MS) : undefined;

/** The tasks as the member sees them at `now`; `title` gives each task's title in the player's language. */
export function servedTasks(input: {
  settings: NoviceTaskSettings;
  progress: MemberProgress;
  claimed: ReadonlySet<string>;
  registeredAt: Date;
  now: Date;
  title: (task: NoviceTaskEntry) => string;
  rules: string;
}): NoviceTasks {
  const end = windowEnd(input.settings, input.registeredAt);
  const ended = end !== undefined && input.now >= end;
  const tasks = input.settings.tasks.map((task) => {
    const made = progressOf(task.goal, input.progress);
    return {
      id: task.id,
      title: input.title(task),
      goal: task.goal,
      target: task.target,
      progress: Math.min(made, task.target),
      reward: task.reward,
      status: taskStatus(made >= task.target, input.claimed.has(task.id), ended),
    };
  });
  return { tasks, endsAt: end?.toISOString() ?? null, rules: input.rules };
}

export const claimedTasks = async (db: Db, memberId: number): Promise<Set<string>> => new Set((await claimsOf(db, TASK_CLAIMS, memberId)).keys());

/** Records a claim; false when the task was claimed already. */
export const recordTaskClaim = (db: Db, memberId: number, taskId: string, reward: number) => recordClaim(db, TASK_CLAIMS, memberId, taskId, reward);
