// The fault matrix's list of calls: every /wps path src/api names (read from the source, so a new call is
// found without anyone listing it), and beside each path how a player makes the app issue it and where the
// app answers its failure. tests/unit/faultMatrixCalls.test.ts fails when a path of src/api has no entry.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';

const CALL_SITE = /(?:api\.(?:get|post|put|delete)|postEncrypted|fetch)[^(\n]*\(\s*['"`](?:\$\{[^}]+\})?(\/wps\/[A-Za-z0-9_./-]+)/g;
const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../src/api');

/**
 * Every /wps path the modules of src/api call (the first argument of api.get/post/put/delete, of an
 * encrypted post or of fetch; tests and fixtures aside), in source order, once each.
 */
export function callPathsInSource(dir = apiDir): string[] {
  const paths = new Set<string>();
  for (const file of readdirSync(dir).sort()) {
    if (!/\.tsx?$/.test(file) || /\.(test|fixtures)\.tsx?$/.test(file)) continue;
    const text = readFileSync(path.join(dir, file), 'utf8');
    for (const match of text.matchAll(CALL_SITE)) paths.add(match[1]);
  }
  return [...paths];
}

/**
 * Where the player learns of a failed call (spec section 8): `alert` the catalogue's alert or notice;
 * `page` the catalogue's words in place of what the page could not load; `own` the page's own words
 * (`ownText`) where it has better ones for every failure; `status` the status call's notice;
 * `boot` the start-up error screen; `quiet` nothing (a call that runs unasked): the page must only
 * stay whole.
 */
export type Shows = 'alert' | 'page' | 'own' | 'status' | 'boot' | 'quiet';

export interface CallTrigger {
  host: string;
  as: 'visitor' | 'member';
  /** The page that makes the call (opened in English). */
  path: string;
  shows: Shows;
  /** The page's own words for any failure, when it `shows: 'own'`. */
  ownText?: string;
  /** What the player does on the loaded page to make the call; without it, loading the page makes it. */
  act?: (page: Page) => Promise<void>;
}

/** A call the closed test network cannot make the app issue, and why. */
export interface Unreachable {
  unreachable: string;
}

const XOSO = 'm.xoso68.test';
const ROYAL = 'm.royal88.test';

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const button = (page: Page, name: string | RegExp) => page.getByRole('button', { name }).first();

async function logIn(page: Page) {
  await field(page, 'Username').fill('faultmatrix1');
  await page.getByLabel('Password', { exact: true }).fill('secret-pass-1');
  await button(page, 'Log in').click();
}

async function registerByUsername(page: Page) {
  await field(page, 'Username').fill('faultmatrix2');
  await page.getByLabel('Password', { exact: true }).fill('secret-pass-1');
  await page.getByRole('button', { name: 'Register', exact: true }).click();
}

async function mobileTab(page: Page) {
  await page.getByRole('tab', { name: 'Mobile number' }).click();
  await field(page, 'Mobile number').fill('912345678');
}

async function newPasswords(page: Page) {
  await page.getByLabel('New password', { exact: true }).fill('secret-pass-2');
  await page.getByLabel('New password again').fill('secret-pass-2');
}

export const CALL_TRIGGERS: Record<string, CallTrigger | Unreachable> = {
  // Start-up and home.
  '/wps/system/config': { host: XOSO, as: 'visitor', path: '/m/home', shows: 'boot' },
  '/wps/system/status': { host: XOSO, as: 'visitor', path: '/m/home', shows: 'status' },
  '/wps/system/banners': { host: XOSO, as: 'visitor', path: '/m/home', shows: 'quiet' },
  '/wps/game/lanes': { host: XOSO, as: 'visitor', path: '/m/home', shows: 'quiet' },
  '/wps/system/customerService': { host: XOSO, as: 'visitor', path: '/m/home', shows: 'quiet' },
  '/wps/relay/MCSFE_getListAnnouncements': { host: XOSO, as: 'visitor', path: '/m/home', shows: 'quiet' },
  '/wps/relay/MCSFE_getMerchantAvailablePromotions': { host: XOSO, as: 'visitor', path: '/m/home', shows: 'quiet' },
  '/wps/relay/WPSCORE_getCustomerServiceScript': { host: ROYAL, as: 'visitor', path: '/m/home', shows: 'quiet' },
  '/wps/member/info': { host: XOSO, as: 'member', path: '/m/home', shows: 'alert' },
  '/wps/relay/CBS_unreadCount': { host: XOSO, as: 'member', path: '/m/home', shows: 'quiet' },
  '/wps/relay/MCSFE_getDepositSettings': { host: XOSO, as: 'member', path: '/m/home', shows: 'quiet' },
  '/wps/system/country': { host: XOSO, as: 'visitor', path: '/m/forgotPassword', shows: 'alert' },
  // The line test is where a player with a bad connection goes: it says the lines could not be loaded.
  '/wps/system/domainRoute': { host: XOSO, as: 'visitor', path: '/m/lineSpeedTest', shows: 'own', ownText: 'The lines could not be loaded. Please try again.' },
  '/wps/system/test/ping': { host: XOSO, as: 'visitor', path: '/m/lineSpeedTest', shows: 'quiet' },
  '/wps/member/language': { unreachable: 'sent only when a member picks another language; covered by MemberStore tests' },

  // Getting in and out.
  '/wps/session/key/rsa': { host: XOSO, as: 'visitor', path: '/m/login', shows: 'alert', act: logIn },
  '/wps/session/login': { host: XOSO, as: 'visitor', path: '/m/login', shows: 'alert', act: logIn },
  '/wps/session/remember': { unreachable: 'replays a login remembered on an earlier visit, in a new tab' },
  '/wps/session/login/verification': { unreachable: 'needs a two-factor member mid-login; covered by TwoFactorStore tests' },
  '/wps/member/register': { host: XOSO, as: 'visitor', path: '/m/register', shows: 'alert', act: registerByUsername },
  '/wps/member/register/mobile': {
    host: XOSO, as: 'visitor', path: '/m/register', shows: 'alert',
    act: async (page) => {
      await mobileTab(page);
      await field(page, 'SMS code').fill('123456');
      // The password field is there unless the merchant's default password for mobile sign-ups is set.
      const password = page.getByLabel('Password', { exact: true });
      if (await password.count()) await password.fill('secret-pass-1');
      await page.getByRole('button', { name: 'Register', exact: true }).click();
    },
  },
  '/wps/member/register/firebase': { unreachable: 'follows a third-party phone or social sign-in' },
  '/wps/member/register/autoUsername': {
    host: XOSO, as: 'visitor', path: '/m/register', shows: 'quiet', act: (page) => button(page, 'Suggest a username').click(),
  },
  '/wps/verification/sms/noLogin': {
    host: XOSO, as: 'visitor', path: '/m/register', shows: 'alert',
    act: async (page) => {
      await mobileTab(page);
      await button(page, 'Send code').click();
    },
  },
  '/wps/session/logout': {
    host: XOSO, as: 'member', path: '/m/member/home', shows: 'quiet', act: (page) => button(page, 'Log out').click(),
  },
  '/wps/member/password': {
    host: XOSO, as: 'member', path: '/m/changePsw', shows: 'alert',
    act: async (page) => {
      await page.getByLabel('Current password').fill('secret-pass-1');
      await newPasswords(page);
      await button(page, 'Change password').click();
    },
  },
  '/wps/captcha/geetest': { host: ROYAL, as: 'visitor', path: '/m/login', shows: 'page' },

  // Forgotten passwords.
  '/wps/member/password/reset/sms': {
    host: XOSO, as: 'visitor', path: '/m/forgotPassword', shows: 'alert',
    act: async (page) => {
      await field(page, 'Mobile number').fill('912345678');
      await button(page, 'Send code').click();
    },
  },
  '/wps/member/password/reset/email': {
    host: XOSO, as: 'visitor', path: '/m/forgotPassword', shows: 'alert',
    act: async (page) => {
      await page.getByRole('tab', { name: 'By e-mail' }).click();
      await field(page, 'Email address').fill('player@example.com');
      await button(page, 'Send reset link').click();
    },
  },
  '/wps/member/password/reset/token': { host: XOSO, as: 'visitor', path: '/m/forgotPassword?resetToken=fault-matrix-link', shows: 'page' },
  '/wps/member/password/reset': {
    host: XOSO, as: 'visitor', path: '/m/forgotPassword', shows: 'alert',
    act: async (page) => {
      await field(page, 'Mobile number').fill('912345678');
      await field(page, 'SMS code').fill('123456');
      await newPasswords(page);
      await button(page, 'Reset password').click();
    },
  },

  // Member area and activities.
  '/wps/relay/MCSFE_getPlayerRankProgress': { host: XOSO, as: 'member', path: '/m/member/home', shows: 'quiet' },
  '/wps/relay/MCSFE_getVipBenefits': { host: XOSO, as: 'member', path: '/m/member/benefits', shows: 'page' },
  '/wps/relay/MCSFE_getLeaderBoard': { host: XOSO, as: 'member', path: '/m/leaderBoard', shows: 'page' },
  '/wps/relay/MCSFE_getReferralInfo': { host: XOSO, as: 'member', path: '/m/inviteFriends', shows: 'page' },
  '/wps/member/feedback': {
    host: XOSO, as: 'member', path: '/m/feedback', shows: 'alert',
    act: async (page) => {
      await page.getByRole('combobox', { name: 'Topic' }).selectOption({ index: 1 });
      await field(page, 'Message').fill('The fault matrix says hello');
      await button(page, 'Send feedback').click();
    },
  },
  '/wps/relay/MCSFE_getPromotionDetail': { host: XOSO, as: 'member', path: '/m/activity?id=1', shows: 'page' },
  '/wps/relay/MCSFE_getSignInCalendar': { host: XOSO, as: 'member', path: '/m/activity/signIn', shows: 'page' },
  '/wps/relay/MCSFE_signIn': {
    host: XOSO, as: 'member', path: '/m/activity/signIn', shows: 'alert', act: (page) => button(page, 'Sign in').click(),
  },
  '/wps/relay/MCSFE_getNoviceTasks': { host: XOSO, as: 'member', path: '/m/activity/noviceTask', shows: 'page' },
  '/wps/relay/MCSFE_claimNoviceTask': { unreachable: 'needs a finished newcomer task; covered by ActivitiesStore tests' },
  '/wps/relay/MCSFE_getRescueInfo': { host: XOSO, as: 'member', path: '/m/activity/rescue', shows: 'page' },
  '/wps/relay/MCSFE_getVouchers': { host: XOSO, as: 'member', path: '/m/voucherCenter', shows: 'page' },
  '/wps/relay/MCSFE_claimVoucher': { unreachable: 'needs a claimable voucher; covered by ActivitiesStore tests' },

  // Games, chat, the native shell, push and attribution.
  '/wps/game/launchGame': {
    host: XOSO, as: 'member', path: '/m/home', shows: 'page', act: (page) => page.getByRole('link', { name: /^Hà Nội/ }).first().click(),
  },
  '/wps/relay/GCS_gameTrialLaunch': {
    host: XOSO, as: 'member', path: '/m/home', shows: 'page', act: (page) => page.getByRole('link', { name: /^Free demo of / }).first().click(),
  },
  '/wps/relay/CBS_launchChat': {
    host: XOSO, as: 'member', path: '/m/home', shows: 'alert', act: (page) => button(page, /^Chat with customer service/).click(),
  },
  '/wps/system/appVersion': { unreachable: 'asked only inside the native app shell' },
  '/wps/relay/CSP_fcmBind': { unreachable: 'follows the browser push service, which the closed network lacks' },
  '/wps/relay/CSP_fcmSubscribe': { unreachable: 'follows the browser push service, which the closed network lacks' },
  '/wps/relay/CSP_fcmUnsubscribe': { unreachable: 'follows the browser push service, which the closed network lacks' },
  '/wps/relay/CSP_sendTrackingEvent': { unreachable: 'sent after the first screen settles, unasked; covered by AttributionStore tests' },
};

export const isReachable = (entry: CallTrigger | Unreachable): entry is CallTrigger => !('unreachable' in entry);
