// Push notifications (spec sections 4 and 9): when the permission prompt may show, and what the
// device's binding needs as the session and the permission change.
import type { Shell } from '../platform/shell.ts';
import type { PushPermission } from '../platform/push/types.ts';

/** A push token is made anew after this long (spec section 9: 7 days). */
export const PUSH_TOKEN_REFRESH_MS = 7 * 24 * 60 * 60 * 1000;

export interface PushPromptInput {
  /** The merchant has a push config. */
  configured: boolean;
  permission: PushPermission;
  loggedIn: boolean;
  shell: Shell;
  /** The player closed the prompt earlier in this browser session. */
  dismissedThisSession: boolean;
  /** The prompt's time on the page has passed. */
  waited: boolean;
}

/**
 * The prompt asks a logged-in member of a merchant with push, in a browser or home-screen app (the
 * native app has push of its own), while notifications are not yet allowed; a denied permission shows
 * the tip instead of the question. Once dismissed, not again this session.
 */
export function pushPromptDue(input: PushPromptInput): boolean {
  if (!input.configured || !input.loggedIn || input.shell === 'app') return false;
  if (input.permission !== 'default' && input.permission !== 'denied') return false;
  return !input.dismissedThisSession && input.waited;
}

/** The binding this device holds with the API, kept across page loads. */
export interface PushBinding {
  token: string;
  /** Whose it is: the member's id (or name) when known, else their session token's hash. */
  member: string;
  /** When the token was made and bound (ms since the epoch). */
  boundAt: number;
}

export interface BindingInput {
  /** The logged-in member's key, or undefined for a visitor. */
  member: string | undefined;
  permission: PushPermission;
  binding: PushBinding | undefined;
  now: number;
}

export type BindingAction = 'bind' | 'refresh' | 'unbind' | 'none';

/**
 * On login the token is bound (and follows topic ALL); a binding of another member, or one left by a
 * logout this page did not see, is undone; a binding 7 days old gets a new token; a permission taken
 * back unbinds.
 */
export function bindingAction({ member, permission, binding, now }: BindingInput): BindingAction {
  if (!member || permission !== 'granted') return binding ? 'unbind' : 'none';
  if (!binding || binding.member !== member) return binding ? 'unbind' : 'bind';
  return now - binding.boundAt >= PUSH_TOKEN_REFRESH_MS ? 'refresh' : 'none';
}

/** How long until a binding needs its new token (0: now). */
export function refreshDelay(binding: PushBinding, now: number): number {
  return Math.max(0, binding.boundAt + PUSH_TOKEN_REFRESH_MS - now);
}
