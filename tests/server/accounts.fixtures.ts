// Set-up shared by the account route tests (login, password reset): a scratch server per test file,
// spoken to as an xoso68 player, and the calls those tests make again and again.
import { Secret, TOTP } from 'otpauth';
import { base, postEncrypted, send, type Answer } from './support.ts';

export { base, server, withScratchServer } from './support.ts';

export const headers = { Merchant: 'xoso68', 'Content-Type': 'application/json' };

/** POSTs a body encrypted as the app encrypts it. */
export const encrypted = (path: string, payload: Record<string, unknown>) => postEncrypted(base, path, payload, headers);
export const login = (username: string, password: string) => encrypted('/wps/session/login', { username, password, type: 'username' });
/** The session token of a login's answer. */
export const tokenOf = (answer: Answer) => answer.json<{ value: { token: string } }>().value.token;

/** The latest SMS codes the server "sent" to a number, newest first. */
export const smsOutbox = async (mobileNum: string) =>
  (await send(base, `/wps/dev/smsOutbox?mobileNum=${mobileNum}`, { headers })).json<{ value: { code: string; scene: string }[] }>().value;

/** Enrols an authenticator as a member does (password, then a first code); its secret. */
export async function enrolAuthenticator(
  token: string,
  password: string,
  callHeaders: Record<string, string> = headers,
  at = base,
): Promise<{ secret: string; uri: string }> {
  const auth = { ...callHeaders, 'Content-Type': 'application/json', Authorization: `Bearer ${token}` };
  const started = (await send(at, '/wps/member/totp', { method: 'POST', headers: auth, body: JSON.stringify({ password }) })).json<{
    value: { secret: string; uri: string };
  }>().value;
  const code = new TOTP({ secret: Secret.fromBase32(started.secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate();
  const confirmed = await send(at, '/wps/member/totp/confirm', { method: 'POST', headers: auth, body: JSON.stringify({ code }) });
  if (confirmed.status !== 200) throw new Error(`the authenticator was not confirmed: ${confirmed.status}`);
  return started;
}
