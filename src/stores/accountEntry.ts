// What a login and a registration share once the API has let the player in: the session saved, the
// member's info asked for, and the page the player is led to. Also their calls, loaded with the first
// form that needs them (with body encryption).
import type { LoginAnswer } from '../api/accountCalls.ts';
import type { LoginOutcome } from '../rules/loginOutcome.ts';
import { PATHS } from '../rules/paths.ts';
import type { RootStore } from './RootStore.ts';

export const accountCalls = () => import('../api/accountCalls.ts');

/** The processing lock and the registration guard are released this long after a call ends. */
export const RELEASE_AFTER_MS = 500;

/** Pages a finished login or registration leaves for home; an automatic login elsewhere stays put. */
const ENTRY_PATHS: string[] = [PATHS.login, PATHS.register, PATHS.registerHtml];

export function startSession(root: RootStore, answer: LoginAnswer & { userName?: string }): void {
  root.session.save({
    id: answer.id,
    customerId: answer.customerId,
    token: answer.token,
    userName: answer.userName,
    type: answer.customerType,
    firstTimeLogin: answer.firstTimeLogin,
  });
  void root.member.fetch();
}

/** Goes where a finished login or registration leads. */
export function leadOn(root: RootStore, outcome: LoginOutcome): void {
  if (outcome.kind === 'external') window.location.assign(outcome.url);
  else if (outcome.kind === 'changePassword') root.session.goTo(PATHS.changePassword);
  else if (ENTRY_PATHS.includes(location.pathname)) root.session.goTo(PATHS.home);
}
