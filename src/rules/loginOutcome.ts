// Where a successful login leads (spec section 4).
import type { LoginAnswer, LoginType } from '../api/accountCalls.ts';

export type LoginOutcome = { kind: 'changePassword' } | { kind: 'external'; url: string } | { kind: 'home' };

export interface OutcomeInput {
  answer: LoginAnswer;
  type: LoginType;
  forceChangeOn: boolean;
  autoLoginOn: boolean;
  /** The redirectUrl query value, if any. */
  redirectUrl: string | null;
  allowedOrigins: readonly string[];
  handover: { language: string; headerColor: string; title: string };
}

/** Whether the member must choose a new password before going on (the updatePassword of section 3). */
export function mustChangePassword({
  answer,
  type,
  forceChangeOn,
  autoLoginOn,
}: Pick<OutcomeInput, 'answer' | 'type' | 'forceChangeOn' | 'autoLoginOn'>): boolean {
  if (answer.defaultPassword) return true;
  if (answer.passwordExpired && forceChangeOn && type === 'username') return true;
  return answer.firstTimeLogin && autoLoginOn && type === 'username';
}

export function loginOutcome(input: OutcomeInput): LoginOutcome {
  if (mustChangePassword(input)) return { kind: 'changePassword' };
  const target = allowedRedirect(input.redirectUrl, input.allowedOrigins);
  if (!target) return { kind: 'home' };
  const { language, headerColor, title } = input.handover;
  target.searchParams.set('token', input.answer.token);
  target.searchParams.set('language', language);
  target.searchParams.set('headerColor', headerColor);
  target.searchParams.set('b2c', '1');
  target.searchParams.set('title', title);
  return { kind: 'external', url: target.toString() };
}

/** The redirect target when its origin is on the merchant's allow-list; anything else gets no token. */
export function allowedRedirect(redirectUrl: string | null, allowedOrigins: readonly string[]): URL | undefined {
  if (!redirectUrl) return undefined;
  let url: URL;
  try {
    url = new URL(redirectUrl);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  return allowedOrigins.includes(url.origin) ? url : undefined;
}
