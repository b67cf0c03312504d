// The fault matrix's list of calls: every /wps path src/api names (read from the source, so a new call is
// found without anyone listing it), and beside each path how a player makes the app issue it and where the
// app answers its failure. tests/unit/faultMatrixCalls.test.ts fails when a path of src/api has no entry.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { DEPOSITOR, logInWithAuthenticator, PHONES, type MemberData, type PhoneSetup } from './faultMatrix.setups.ts';

const CALL_SITE = /(?:api\.(?:get|post|put|delete)|postEncrypted|fetch)[^(\n]*\(\s*(?:api,\s*)?['"`](?:\$\{[^}]+\})?(\/wps\/[A-Za-z0-9_./-]+)/g;
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
 * `boot` the start-up error screen; `quiet` nothing (a call that runs unasked, or one whose failure
 * takes nothing from the player, as the language, sent again on the next visit): the page must only
 * stay whole.
 */
export type Shows = 'alert' | 'page' | 'own' | 'status' | 'boot' | 'quiet';

export interface CallTrigger {
  host: string;
  as: 'visitor' | 'member';
  /** The member, when not the plain one: a member whose data makes the call possible. */
  member?: MemberData;
  /** The phone, when not a plain browser's (faultMatrix.setups.ts). */
  phone?: PhoneSetup;
  /** The page that makes the call (opened in English). */
  path: string;
  shows: Shows;
  /** The page's own words for any failure, when it `shows: 'own'`. */
  ownText?: string;
  /** What the player does on the loaded page to make the call; without it, loading the page makes it. */
  act?: (page: Page) => Promise<void>;
}

const XOSO = 'm.xoso68.test';
const ROYAL = 'm.royal88.test';
/** Its copy in the matrix signs in by phone and Google through the identity provider. */
const SORTE = 'm.sorte777.test';

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

/** A call made at `path` on xoso68 (unless `more` names another host), by a visitor or by a member. */
/** A public page the server leaves to the browser. */
const CLIENT_RENDERED = '/m/forgotPassword';
const visitorAt = (path: string, shows: Shows, more: Partial<CallTrigger> = {}): CallTrigger => ({ host: XOSO, as: 'visitor', path, shows, ...more });
const memberAt = (path: string, shows: Shows, more: Partial<CallTrigger> = {}): CallTrigger => ({ host: XOSO, as: 'member', path, shows, ...more });

export const CALL_TRIGGERS: Record<string, CallTrigger> = {
  // Start-up and home. Home arrives rendered with its config and content, so the browser asks for them
  // on a page it renders itself (every page starts home's content early).
  '/wps/system/config': visitorAt(CLIENT_RENDERED, 'boot'),
  '/wps/system/status': visitorAt('/m/home', 'status'),
  '/wps/system/banners': visitorAt(CLIENT_RENDERED, 'quiet'),
  '/wps/game/lanes': visitorAt(CLIENT_RENDERED, 'quiet'),
  '/wps/system/customerService': visitorAt(CLIENT_RENDERED, 'quiet'),
  '/wps/relay/MCSFE_getListAnnouncements': visitorAt(CLIENT_RENDERED, 'quiet'),
  '/wps/relay/MCSFE_getMerchantAvailablePromotions': visitorAt(CLIENT_RENDERED, 'quiet'),
  '/wps/relay/WPSCORE_getCustomerServiceScript': visitorAt('/m/home', 'quiet', { host: ROYAL }),
  // Asked by the first 'new' mark, on royal88's game banner; without it no game is marked.
  '/wps/relay/GCSGAME_newGameVendor': visitorAt('/m/home', 'quiet', { host: ROYAL }),
  '/wps/member/info': memberAt('/m/home', 'alert'),
  '/wps/relay/CBS_unreadCount': memberAt('/m/home', 'quiet'),
  '/wps/relay/MCSFE_getDepositSettings': memberAt('/m/home', 'quiet'),
  '/wps/system/country': visitorAt('/m/forgotPassword', 'alert'),
  // The line test is where a player with a bad connection goes: it says the lines could not be loaded.
  '/wps/system/domainRoute': visitorAt('/m/lineSpeedTest', 'own', { ownText: 'The lines could not be loaded. Please try again.' }),
  '/wps/system/test/ping': visitorAt('/m/lineSpeedTest', 'quiet'),
  '/wps/member/language': memberAt('/m/member/home', 'quiet', {
    act: (page) =>
      page
        .getByRole('combobox', { name: 'Language' })
        .first()
        .selectOption('VI')
        .then(() => undefined),
  }),

  // Getting in and out.
  '/wps/session/key/rsa': visitorAt('/m/login', 'alert', { act: logIn }),
  '/wps/session/login': visitorAt('/m/login', 'alert', { act: logIn }),
  // Replayed unasked on arrival: the player, not logged in, just stays a visitor.
  '/wps/session/remember': visitorAt('/m/home', 'quiet', { phone: PHONES.remembered }),
  '/wps/session/login/verification': visitorAt('/m/login', 'alert', { phone: PHONES.twoFactor, act: logInWithAuthenticator }),
  '/wps/member/register': visitorAt('/m/register', 'alert', { act: registerByUsername }),
  '/wps/member/register/mobile': visitorAt('/m/register', 'alert', {
    act: async (page) => {
      await mobileTab(page);
      await field(page, 'SMS code').fill('123456');
      // The password field is there unless the merchant's default password for mobile sign-ups is set.
      const password = page.getByLabel('Password', { exact: true });
      if (await password.count()) await password.fill('secret-pass-1');
      await page.getByRole('button', { name: 'Register', exact: true }).click();
    },
  }),
  '/wps/member/register/firebase': visitorAt('/m/login', 'alert', {
    host: SORTE,
    phone: PHONES.identitySignedIn,
    act: async (page) => {
      await page.getByRole('tab', { name: 'Phone sign-in' }).click();
      await button(page, 'Sign in with Google').click();
      await page.getByRole('dialog', { name: 'No account is linked to this phone yet' }).getByRole('button', { name: 'Create a new account' }).click();
    },
  }),
  '/wps/member/register/autoUsername': visitorAt('/m/register', 'quiet', { act: (page) => button(page, 'Suggest a username').click() }),
  '/wps/verification/sms/noLogin': visitorAt('/m/register', 'alert', {
    act: async (page) => {
      await mobileTab(page);
      await button(page, 'Send code').click();
    },
  }),
  '/wps/session/logout': memberAt('/m/member/home', 'quiet', { act: (page) => button(page, 'Log out').click() }),
  '/wps/member/password': memberAt('/m/changePsw', 'alert', {
    act: async (page) => {
      await page.getByLabel('Current password').fill('secret-pass-1');
      await newPasswords(page);
      await button(page, 'Change password').click();
    },
  }),
  '/wps/captcha/geetest': visitorAt('/m/login', 'page', { host: ROYAL }),

  // Forgotten passwords.
  '/wps/member/password/reset/sms': visitorAt('/m/forgotPassword', 'alert', {
    act: async (page) => {
      await field(page, 'Mobile number').fill('912345678');
      await button(page, 'Send code').click();
    },
  }),
  '/wps/member/password/reset/email': visitorAt('/m/forgotPassword', 'alert', {
    act: async (page) => {
      await page.getByRole('tab', { name: 'By e-mail' }).click();
      await field(page, 'Email address').fill('player@example.com');
      await button(page, 'Send reset link').click();
    },
  }),
  '/wps/member/password/reset/token': visitorAt('/m/forgotPassword?resetToken=fault-matrix-link', 'page'),
  '/wps/member/password/reset': visitorAt('/m/forgotPassword', 'alert', {
    act: async (page) => {
      await field(page, 'Mobile number').fill('912345678');
      await field(page, 'SMS code').fill('123456');
      await newPasswords(page);
      await button(page, 'Reset password').click();
    },
  }),

  // Member area and activities.
  '/wps/relay/MCSFE_getPlayerRankProgress': memberAt('/m/member/home', 'quiet'),
  '/wps/relay/MCSFE_getVipBenefits': memberAt('/m/member/benefits', 'page'),
  '/wps/relay/MCSFE_getLeaderBoard': memberAt('/m/leaderBoard', 'page'),
  '/wps/relay/MCSFE_getReferralInfo': memberAt('/m/inviteFriends', 'page'),
  '/wps/member/feedback': memberAt('/m/feedback', 'alert', {
    act: async (page) => {
      await page.getByRole('combobox', { name: 'Topic' }).selectOption({ index: 1 });
      await field(page, 'Message').fill('The fault matrix says hello');
      await button(page, 'Send feedback').click();
    },
  }),
  '/wps/relay/MCSFE_getPromotionDetail': memberAt('/m/activity?id=1', 'page'),
  '/wps/relay/MCSFE_getSignInCalendar': memberAt('/m/activity/signIn', 'page'),
  '/wps/relay/MCSFE_signIn': memberAt('/m/activity/signIn', 'alert', { act: (page) => button(page, 'Sign in').click() }),
  '/wps/relay/MCSFE_getNoviceTasks': memberAt('/m/activity/noviceTask', 'page'),
  '/wps/relay/MCSFE_claimNoviceTask': memberAt('/m/activity/noviceTask', 'alert', {
    member: DEPOSITOR,
    act: (page) => button(page, /^Claim the reward for /).click(),
  }),
  '/wps/relay/MCSFE_getRescueInfo': memberAt('/m/activity/rescue', 'page'),
  '/wps/relay/MCSFE_getVouchers': memberAt('/m/voucherCenter', 'page'),
  // The welcome voucher asks for no deposit.
  '/wps/relay/MCSFE_claimVoucher': memberAt('/m/voucherCenter', 'alert', { act: (page) => button(page, /^Claim Welcome voucher/).click() }),

  // Games, chat, the native shell, push and attribution.
  '/wps/game/launchGame': memberAt('/m/home', 'page', {
    act: (page) =>
      page
        .getByRole('link', { name: /^Hanoi/ })
        .first()
        .click(),
  }),
  '/wps/relay/GCS_gameTrialLaunch': memberAt('/m/home', 'page', {
    act: (page) =>
      page
        .getByRole('link', { name: /^Free demo of / })
        .first()
        .click(),
  }),
  '/wps/relay/CBS_launchChat': memberAt('/m/home', 'alert', { act: (page) => button(page, /^Chat with customer service/).click() }),
  // Asked unasked, and only inside the native shell: the modal it would offer just stays away.
  '/wps/system/appVersion': visitorAt('/m/home', 'quiet', { phone: PHONES.appShell }),
  // Push bindings follow the session unasked, once the first screen is drawn.
  '/wps/relay/CSP_fcmBind': memberAt('/m/home', 'quiet', { phone: PHONES.pushAllowed }),
  '/wps/relay/CSP_fcmSubscribe': memberAt('/m/home', 'quiet', { phone: PHONES.pushAllowed }),
  '/wps/relay/CSP_fcmUnsubscribe': visitorAt('/m/home', 'quiet', { phone: PHONES.leftBound }),
  // Reports a deposit this device had not seen yet, unasked.
  '/wps/relay/CSP_sendTrackingEvent': memberAt('/m/home', 'quiet', { member: DEPOSITOR, phone: PHONES.depositUnseen }),
};
