// The one rule of a password's length, as the forms check it before sending and the API checks it on arrival.

/** Passwords have at least this many characters. */
export const MIN_PASSWORD = 6;

export const passwordTooShort = (password: string): boolean => password.length < MIN_PASSWORD;
