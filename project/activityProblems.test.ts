import type { MerchantActivities, PromotionEntry } from '../src/config/types.generated.ts';
import { activityProblems } from './activityProblems.ts';

const promotion = (id: number): PromotionEntry => ({ id, promotionType: 'LOGIN', title: 'x', enabled: true });
const task = (id: string) => ({ id, title: 'x', goal: 'SIGN_IN_DAYS' as const, target: 1, reward: 1 });
const voucher = (id: string) => ({ id, title: 'x', amount: 1, validDays: 1 });
const activities = (over: Partial<MerchantActivities> = {}): MerchantActivities => ({ timeZone: 'Asia/Shanghai', ...over });

test.each([
  {
    name: 'distinct ids and a known zone',
    content: { promotions: [promotion(1), promotion(2)], activities: activities({ vouchers: [voucher('a'), voucher('b')] }) },
    found: [],
  },
  { name: 'no activities', content: { promotions: [] }, found: [] },
  { name: 'a repeated promotion id', content: { promotions: [promotion(1), promotion(1)] }, found: ['/content/promotions/1/id'] },
  { name: 'an unknown time zone', content: { promotions: [], activities: activities({ timeZone: 'Mars/Olympus' }) }, found: ['/content/activities/timeZone'] },
  {
    name: 'a repeated task and voucher',
    content: { promotions: [], activities: activities({ noviceTasks: { tasks: [task('t'), task('u'), task('t')] }, vouchers: [voucher('v'), voucher('v')] }) },
    found: ['/content/activities/noviceTasks/tasks/2/id', '/content/activities/vouchers/1/id'],
  },
])('$name', ({ content, found }) => {
  expect(activityProblems(content).map((p) => p.pointer)).toEqual(found);
});
