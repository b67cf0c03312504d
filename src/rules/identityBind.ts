// What a phone or social sign-in with no account behind it leads to (spec sections 4 and 8,
// bind_customer_required): the account is made at once when the merchant creates accounts on such a
// sign-in (FIREBASEREG3); otherwise the player is asked to log in to an account they have, or also, where
// the merchant allows it (`sms.bindOfferRegister`), to create one.
export type BindOutcome = { kind: 'register' } | { kind: 'offer'; register: boolean };

export function bindOutcome(input: { accountCreation: boolean; registerAllowed: boolean }): BindOutcome {
  if (input.accountCreation) return { kind: 'register' };
  return { kind: 'offer', register: input.registerAllowed };
}

/** Whether a sign-in with no account behind it may create one: the API refuses what the app never offers. */
export const identityMayRegister = ({ accountCreation, registerAllowed }: { accountCreation: boolean; registerAllowed: boolean }): boolean =>
  accountCreation || registerAllowed;
