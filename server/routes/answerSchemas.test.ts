// The answers the API gives where schema/ describes them (the same schemas the app's types come from):
// each is asked of the real server, for a member who has some history, and must be what its schema
// allows. A route that drifts from its schema fails here, whatever the client happens to read.
import type { ErrorObject } from 'ajv';
import { createAjv } from '../../project/schemas.ts';
import { recordDeposit } from '../accounts/deposits.ts';
import { createMember, createSession } from '../accounts/members.ts';
import { base, repoRoot, send, server, withScratchServer } from '../../tests/server/support.ts';

withScratchServer();

const ajv = createAjv(repoRoot);

/** Each call (with its query, where the route needs one) and the schema of its answer's value. */
const ANSWERS: [path: string, schema: string][] = [
  ['/wps/system/config', 'site-config.schema.json'],
  ['/wps/system/status', 'answers/system-status.schema.json'],
  ['/wps/system/country', 'answers/country-list.schema.json'],
  ['/wps/system/appVersion?device=ANDROID&version=1.0.0', 'answers/app-version-answer.schema.json'],
  ['/wps/system/customerService', 'answers/customer-service-answer.schema.json'],
  ['/wps/captcha/geetest?t=1', 'answers/captcha-config.schema.json'],
  ['/wps/game/lanes', 'answers/lanes-answer.schema.json'],
  ['/wps/game/launchGame?gameCode=pg-tiger&vendor=PG&device=MOBILE&backUrl=https%3A%2F%2Fm.sorte777.test%2Fm%2Fhome', 'answers/launch-answer.schema.json'],
  ['/wps/relay/GCS_gameTrialLaunch?gameId=pg-tiger', 'answers/launch-answer.schema.json'],
  ['/wps/relay/MCSFE_getDepositSettings', 'answers/deposit-settings.schema.json'],
  ['/wps/member/info', 'answers/member-info.schema.json'],
  ['/wps/relay/MCSFE_getMerchantAvailablePromotions', 'answers/available-promotions.schema.json'],
  ['/wps/relay/MCSFE_getPlayerRankProgress', 'answers/rank-progress.schema.json'],
  ['/wps/relay/MCSFE_getVipBenefits', 'answers/vip-benefits.schema.json'],
  ['/wps/relay/MCSFE_getLeaderBoard', 'answers/leader-board-answer.schema.json'],
  ['/wps/relay/MCSFE_getReferralInfo', 'answers/referral-info.schema.json'],
  ['/wps/relay/MCSFE_getSignInCalendar', 'answers/sign-in-calendar.schema.json'],
  ['/wps/relay/MCSFE_getNoviceTasks', 'answers/novice-tasks.schema.json'],
  ['/wps/relay/MCSFE_getRescueInfo', 'answers/rescue-info.schema.json'],
  ['/wps/relay/MCSFE_getVouchers', 'answers/vouchers.schema.json'],
  ['/wps/relay/GCSGAME_newGameVendor', 'content/new-game-vendors.schema.json'],
  ['/wps/system/banners', 'answers/banner-list.schema.json'],
  ['/wps/relay/MCSFE_getListAnnouncements?types=PR&platform=M', 'answers/announcement-list.schema.json'],
  ['/wps/relay/MCSFE_getPromotionDetail?id=301', 'answers/promotion.schema.json'],
  ['/wps/check/username?username=answers1', 'answers/username-check-answer.schema.json'],
  [
    '/wps/relay/CBS_launchChat?b2c=1&title=Chat&backUrl=https%3A%2F%2Fm.sorte777.test%2Fm%2Fhome&language=EN&headerColor=%23123456',
    'answers/chat-launch-answer.schema.json',
  ],
  ['/wps/relay/CBS_unreadCount', 'answers/unread-count.schema.json'],
  ['/wps/system/domainRoute', 'answers/domain-route.schema.json'],
  ['/wps/relay/WPSCORE_getCustomerServiceScript', 'answers/customer-service-script.schema.json'],
];

let headers: Record<string, string>;
beforeAll(async () => {
  const member = await createMember(server.db, { merchantCode: 'sorte777', username: 'answers1', password: 'secret-pass' });
  await recordDeposit(server.db, member.id, 250, 'SUCCESS');
  headers = { Merchant: 'sorte777', Language: 'EN', Authorization: `Bearer ${await createSession(server.db, member.id, 'sorte777', '127.0.0.1')}` };
});

const described = (errors: ErrorObject[] | null | undefined) => (errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message}`);

test.each(ANSWERS)('%s answers what %s allows', async (pathname, schema) => {
  const answer = await send(base, pathname, { headers });
  expect(answer.status).toBe(200);
  const { value } = answer.json<{ value: unknown }>();
  expect(value).toEqual(expect.any(Object));
  const validate = ajv.getSchema(schema);
  expect(validate).toBeDefined();
  expect(validate!(value) ? [] : described(validate!.errors)).toEqual([]);
});

test.each(ANSWERS)('%s declares %s as its answer, so the framework checks every answer it gives in tests', (pathname, schema) => {
  const route = server.routes.find((r) => r.method === 'GET' && r.path === pathname.split('?')[0]);
  expect(route?.spec.answer).toBe(schema);
});

test('an answer its schema does not allow is caught', () => {
  const validate = ajv.getSchema('answers/referral-info.schema.json')!;
  expect(validate({ steps: 'not a list' })).toBe(false);
});
