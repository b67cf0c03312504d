// What some cells of the fault matrix need before the player can make their call: a phone of a particular
// kind (the native shell's user agent, a push or identity-provider boundary replaced by a stand-in, what an
// earlier visit left on the device) and members with particular data in the harness database. Set-ups and
// member data are named; cells of one host, role, member and set-up share a phone (one per worker).
import type { BrowserContext, Page } from 'playwright-core';
import { Secret, TOTP } from 'otpauth';
import type { Db } from '../../server/db/index.ts';
import { recordDeposit } from '../../server/accounts/deposits.ts';
import { createMember, findMemberByUsername } from '../../server/accounts/members.ts';
import { createRememberToken } from '../../server/accounts/sessions.ts';
import { REMEMBERED_LOGIN_KEY, AUTO_LOGIN_KEY } from '../../src/rules/rememberedLogin.ts';
import { PUSH_BINDING_KEY } from '../../src/stores/PushStore.ts';
import { depositsSeenKey } from '../../src/stores/AttributionStore.ts';

export const MEMBER_PASSWORD = 'secret-pass-1';

/** What a set-up works with: the phone's context, the harness database and, on a member's phone, the member. */
export interface PhoneKit {
  context: BrowserContext;
  db: Db;
  /** The file name (under /m/assets/) of the built chunk of a module the app loads by import(). */
  chunk(module: string): string;
  /** On a member's phone: who is logged in, and the key the app files the member's device state under. */
  member?: { id: number; username: string; key: string };
}

export interface PhoneSetup {
  /** Names the phone. */
  name: string;
  /** What the phone adds to the browser's user agent (as the native app shell does). */
  userAgentAdds?: string;
  prepare?(kit: PhoneKit): Promise<void>;
}

/** A member whose data makes a call possible; made once, logged in once, shared by the cells that name it. */
export interface MemberData {
  name: string;
  prepare(db: Db, memberId: number): Promise<void>;
}

export async function makeMember(db: Db, merchantCode: string, username: string, language?: string) {
  const created = await createMember(db, { merchantCode, username, password: MEMBER_PASSWORD, ...(language ? { language } : {}) });
  await db.query('UPDATE members SET first_time_login = FALSE WHERE id = $1', [created.id]);
  return created;
}

/** Answers a chunk the app loads by import() with `source`: the boundary to a third party, replaced. */
async function standIn(kit: PhoneKit, module: string, source: string): Promise<void> {
  await kit.context.route(`**/m/assets/${kit.chunk(module)}`, (route) => route.fulfill({ contentType: 'text/javascript', body: source }));
}

/** Runs on every page load of the phone, before the app (a script of plain text: no test helpers inside). */
async function onEveryLoad(kit: PhoneKit, script: string): Promise<void> {
  await kit.context.addInitScript(script);
}
const setLocal = (key: string, value: unknown) =>
  `localStorage.setItem(${JSON.stringify(key)}, ${JSON.stringify(typeof value === 'string' ? value : JSON.stringify(value))});`;

let keepers = 0;

/** The device token the push stand-in hands out. */
const DEVICE_TOKEN = 'fault-matrix-device';

/** The push boundary (src/platform/push/firebaseMessaging.ts): notifications allowed, a fixed device token. */
const PUSH_STAND_IN = `
export const permission = () => 'granted';
export const requestPermission = async () => 'granted';
export const getToken = async () => ${JSON.stringify(DEVICE_TOKEN)};
export const deleteToken = async () => undefined;
`;

/** The identity-provider boundary (src/platform/identity/identityProvider.ts): every sign-in succeeds. */
export const IDENTITY_TOKEN = 'fault-matrix-identity';
const IDENTITY_STAND_IN = `
export class IdentityError extends Error {
  constructor(code, message) { super(message); this.code = code; this.name = 'IdentityError'; }
}
export const checkSettings = () => undefined;
export const isPrivateWindow = async () => false;
export const openIdentity = async () => ({
  sendPhoneCode: async () => undefined,
  confirmPhoneCode: async () => ${JSON.stringify(IDENTITY_TOKEN)},
  signInWithGoogle: async () => ${JSON.stringify(IDENTITY_TOKEN)},
});
`;

export const PHONES = {
  /** Inside the native app shell (its user agent carries WLApp/<version> (<uuid>)). */
  appShell: { name: 'app shell', userAgentAdds: 'WLApp/2.4.30 (0F8E2C1A-3B4D-4E5F-8A9B-1C2D3E4F5A6B)' },
  /** Notifications allowed: a member's device is bound on arrival. */
  pushAllowed: { name: 'push allowed', prepare: (kit) => standIn(kit, 'firebaseMessaging', PUSH_STAND_IN) },
  /**
   * Notifications allowed, and a logout left this device bound to a member: the app unbinds it (the same
   * step a logout takes on its own page).
   */
  leftBound: {
    name: 'left bound',
    prepare: async (kit) => {
      await standIn(kit, 'firebaseMessaging', PUSH_STAND_IN);
      await onEveryLoad(kit, setLocal(PUSH_BINDING_KEY, { token: DEVICE_TOKEN, member: 'someone', boundAt: Date.now() }));
    },
  },
  /** A phone and social sign-in whose provider says yes, to a phone no account is linked to yet. */
  identitySignedIn: { name: 'identity signed in', prepare: (kit) => standIn(kit, 'identityProvider', IDENTITY_STAND_IN) },
  /** A login remembered, with the box ticked, on an earlier visit: the API's remember token is on the device. */
  remembered: {
    name: 'remembered',
    prepare: async (kit) => {
      const member = await makeMember(kit.db, 'xoso68', `faultkeeper${++keepers}`);
      const rememberToken = await createRememberToken(kit.db, member.id, 'xoso68');
      const record = { type: 'username', username: member.username, rememberToken, merchant: 'xoso68' };
      await onEveryLoad(kit, setLocal(REMEMBERED_LOGIN_KEY, record) + setLocal(AUTO_LOGIN_KEY, '1'));
    },
  },
  /** The device saw the member with no successful deposit: the one the member has since made is news. */
  depositUnseen: {
    name: 'deposit unseen',
    prepare: (kit) => onEveryLoad(kit, setLocal(depositsSeenKey(kit.member!.key), '0')),
  },
  /** Visiting the login page, for a member who logs in with an authenticator. */
  twoFactor: {
    name: 'two-factor',
    prepare: async (kit) => {
      const member = (await findMemberByUsername(kit.db, 'xoso68', TWO_FACTOR_MEMBER)) ?? (await makeMember(kit.db, 'xoso68', TWO_FACTOR_MEMBER));
      await kit.db.query('UPDATE members SET totp_secret = $1 WHERE id = $2', [TOTP_SECRET, member.id]);
    },
  },
} satisfies Record<string, PhoneSetup>;

/** A member a week into the site: a mobile number on the account and one successful deposit. */
export const DEPOSITOR: MemberData = {
  name: 'depositor',
  async prepare(db, memberId) {
    await db.query('UPDATE members SET mobile_num = $1, country_dialing_code = $2 WHERE id = $3', ['912300001', '84', memberId]);
    await recordDeposit(db, memberId, 500_000, 'SUCCESS');
  },
};

export const TWO_FACTOR_MEMBER = 'faultguarded';
/** The authenticator's secret (base32), stored as server/accounts/twoFactor.ts stores a confirmed one. */
const TOTP_SECRET = new Secret({ size: 20 }).base32;

/** Logs in as the two-factor member and answers the dialog with the authenticator's code of now. */
export async function logInWithAuthenticator(page: Page): Promise<void> {
  await page.getByRole('textbox', { name: 'Username', exact: true }).fill(TWO_FACTOR_MEMBER);
  await page.getByLabel('Password', { exact: true }).fill(MEMBER_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Verify it is you' });
  const code = new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(TOTP_SECRET) }).generate();
  await dialog.getByRole('textbox', { name: 'Authenticator code' }).fill(code);
  await dialog.getByRole('button', { name: 'Verify' }).click();
}
