// Phone and social sign-in over real HTTP: tokens signed by a key the test owns stand in for Google's.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT } from 'jose';
import { idTokenVerifier } from '../identity/idTokens.ts';
import { createMember } from '../accounts/members.ts';
import { base, postEncrypted, send, server, withScratchServer } from '../../tests/server/support.ts';

const PROJECT = 'phone88-test';
let sign: (claims: Record<string, unknown>, options?: { ageSeconds?: number; audience?: string }) => Promise<string>;
const headers = { Merchant: 'phone88', 'Content-Type': 'application/json' };

withScratchServer({
  async prepare(root) {
    // phone88 offers a new account on a sign-in with none behind it; link99 only links one the player has.
    for (const [code, bindOfferRegister] of [
      ['phone88', true],
      ['link99', false],
    ] as const) {
      const merchant = JSON.parse(readFileSync(path.join(root, 'merchants', 'xoso68.json'), 'utf8'));
      Object.assign(merchant, {
        merchantCode: code,
        name: code,
        domains: [`${code}.test`],
        sms: { provider: 'firebase', apiKey: 'AIzaTestKey', authDomain: `${PROJECT}.firebaseapp.com`, projectId: PROJECT, bindOfferRegister },
      });
      delete merchant.register.domainAffiliates;
      writeFileSync(path.join(root, 'merchants', `${code}.json`), JSON.stringify(merchant));
    }
    const { publicKey, privateKey } = await generateKeyPair('RS256');
    const jwks = createLocalJWKSet({ keys: [{ ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'RS256' }] });
    sign = ({ sub, ...claims }, { ageSeconds = 0, audience = PROJECT } = {}) =>
      new SignJWT({ firebase: { sign_in_provider: 'phone' }, ...claims })
        .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
        .setIssuer(`https://securetoken.google.com/${audience}`)
        .setAudience(audience)
        .setSubject(String(sub))
        .setIssuedAt(Math.floor(Date.now() / 1000) - ageSeconds)
        .setExpirationTime('1h')
        .sign(privateKey);
    return { verifyIdToken: idTokenVerifier(jwks) };
  },
});

const firebaseLogin = (token: string, merchantHeaders = headers) =>
  postEncrypted(
    base,
    '/wps/session/login',
    { username: '', password: '', type: 'firebase', firebaseChannel: 'phone', firebaseIdToken: token },
    merchantHeaders,
  );
const registerFirebase = (token: string, merchantHeaders = headers) =>
  send(base, '/wps/member/register/firebase', {
    method: 'POST',
    headers: merchantHeaders,
    body: JSON.stringify({ firebaseChannel: 'phone', firebaseIdToken: token, login: true }),
  });

test('an unknown phone must bind; registering it opens a session, and the next sign-in finds the member', async () => {
  const token = await sign({ sub: 'uid-1', phone_number: '+84911222333' });
  expect((await firebaseLogin(token)).json()).toMatchObject({ success: false, errorCode: 'bind_customer_required' });
  const registered = await registerFirebase(token);
  expect(registered.json()).toMatchObject({ success: true, value: { userName: 'p84911222333', token: expect.stringMatching(/^[0-9a-f]{64}$/) } });
  expect((await registerFirebase(token)).json()).toMatchObject({ errorCode: 'username.exists' });
  expect((await firebaseLogin(await sign({ sub: 'uid-1', phone_number: '+84911222333' }))).json()).toMatchObject({
    success: true,
    value: { userName: 'p84911222333' },
  });
});

test("a phone registration keeps its SMS template language as the member's; a language the merchant lacks is refused", async () => {
  const register = async (sub: string, phone: string, smsTemplate: unknown) =>
    send(base, '/wps/member/register/firebase', {
      method: 'POST',
      headers,
      body: JSON.stringify({ firebaseChannel: 'phone', firebaseIdToken: await sign({ sub, phone_number: phone }), login: true, smsTemplate }),
    });
  expect((await register('uid-t1', '+84911000111', 'JA')).json()).toMatchObject({ success: false, errorCode: 'language.not.allowed' });
  expect((await register('uid-t1', '+84911000111', 7)).json()).toMatchObject({ success: false, errorCode: 'language.not.allowed' });
  const registered = (await register('uid-t1', '+84911000111', 'EN')).json<{ value: { id: number } }>();
  const [row] = await server.db.query<{ language: string }>('SELECT language FROM members WHERE id = $1', [registered.value.id]);
  expect(row.language).toBe('EN');
});

test('a phone registered with us by number signs in and gets linked', async () => {
  await createMember(server.db, { merchantCode: 'phone88', username: 'numbered', password: 'right-pass', mobileNum: '912000444', countryDialingCode: '84' });
  expect((await firebaseLogin(await sign({ sub: 'uid-2', phone_number: '+84912000444' }))).json()).toMatchObject({ value: { userName: 'numbered' } });
  const [row] = await server.db.query<{ firebase_uid: string }>("SELECT firebase_uid FROM members WHERE username = 'numbered'");
  expect(row.firebase_uid).toBe('uid-2');
});

test.each([
  { name: 'an old token', make: () => sign({ sub: 'uid-3', phone_number: '+1555' }, { ageSeconds: 600 }) },
  { name: "another project's token", make: () => sign({ sub: 'uid-3', phone_number: '+1555' }, { audience: 'other-project' }) },
  { name: 'no token', make: async () => '' },
  { name: 'garbage', make: async () => 'not.a.token' },
])('$name is firebase.token.invalid', async ({ make }) => {
  expect((await firebaseLogin(await make())).json()).toMatchObject({ errorCode: 'firebase.token.invalid' });
});

test('a merchant without phone sign-in refuses it', async () => {
  const token = await sign({ sub: 'uid-4', phone_number: '+84911000000' });
  expect((await firebaseLogin(token, { ...headers, Merchant: 'xoso68' })).json()).toMatchObject({ errorCode: 'firebase.not.enabled' });
});

test('where the merchant neither creates accounts on a sign-in nor offers to, registering by it is refused: the player links an account', async () => {
  const token = await sign({ sub: 'uid-5', phone_number: '+84911000555' });
  expect((await registerFirebase(token, { ...headers, Merchant: 'link99' })).json()).toMatchObject({ success: false, errorCode: 'bind_customer_required' });
  const [row] = await server.db.query<{ n: number }>("SELECT count(*)::int AS n FROM members WHERE firebase_uid = 'uid-5'");
  expect(row.n).toBe(0);
});
