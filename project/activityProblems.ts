// Promotions and activities beyond their schema: a promotion, task or voucher is found by its id, so
// none may repeat, and days are counted in a time zone the runtime must know.
import type { MerchantContent } from '../src/config/types.generated.ts';
import { isTimeZone } from './windowMoments.ts';

export interface ActivityProblem {
  /** JSON pointer inside the merchant file. */
  pointer: string;
  message: string;
}

function repeatedIds(items: readonly { id: string | number }[], pointer: string, what: string): ActivityProblem[] {
  const problems: ActivityProblem[] = [];
  items.forEach((item, index) => {
    const first = items.findIndex((other) => other.id === item.id);
    if (first !== index) problems.push({ pointer: `${pointer}/${index}/id`, message: `id ${JSON.stringify(item.id)} is already the one of ${what} ${first}` });
  });
  return problems;
}

export function activityProblems(content: Pick<MerchantContent, 'promotions' | 'activities'>): ActivityProblem[] {
  const problems = repeatedIds(content.promotions, '/content/promotions', 'promotion');
  const activities = content.activities;
  if (!activities) return problems;
  if (!isTimeZone(activities.timeZone)) {
    problems.push({ pointer: '/content/activities/timeZone', message: `"${activities.timeZone}" is not an IANA time zone (e.g. Asia/Shanghai)` });
  }
  problems.push(...repeatedIds(activities.noviceTasks?.tasks ?? [], '/content/activities/noviceTasks/tasks', 'task'));
  problems.push(...repeatedIds(activities.vouchers ?? [], '/content/activities/vouchers', 'voucher'));
  return problems;
}
