// What the native app shell's sign-in result means (spec section 8: "An Android/iOS login failure
// string starting with Failure is shown"): a failure in the app's own words, a player who backed out,
// or the identity provider's ID token.
export type AppSignInOutcome = { kind: 'failure'; message: string } | { kind: 'cancelled' } | { kind: 'token'; token: string };

export function appSignInOutcome(result: string): AppSignInOutcome {
  const text = result.trim();
  if (text.startsWith('Failure')) return { kind: 'failure', message: text };
  if (!text) return { kind: 'cancelled' };
  return { kind: 'token', token: text };
}
