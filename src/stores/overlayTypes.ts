// Every overlay type and the props it opens with. Templates declare the overlays of
// OverlayPropsByType (their props come from schema/overlays/); the product opens the others itself,
// always through the OverlayStore.
import type { Country, OverlayPropsByType as DeclaredOverlayProps } from '../config/types.generated.ts';
import type { Bundle } from '../i18n/loadMessages.ts';

export interface AlertProps {
  /** Text from the server, shown as is. */
  message?: string;
  /** A translated message, when the server sent no text. */
  messageId?: string;
  titleId?: string;
  /** The message bundle messageId and titleId come from, when not the core one. */
  bundle?: Bundle;
  /**
   * A second button that closes the alert and leads to a page of the app, or does what `run` does (its
   * label from the same bundle).
   */
  action?: { labelId: string; to: string } | { labelId: string; run: () => void };
}

export interface RequestedOverlayProps {
  alert: AlertProps;
  'login-prompt': Record<string, never>;
  /** The status call's domain_not_available: the server's message, if it sent one. */
  'domain-error': { message?: string };
  /** The account store's `twoFactor`: the dialog reads it there, so that this list of types stands on no store. */
  'two-factor': Record<string, never>;
  /** A phone or social sign-in with no account behind it; `offerRegister` where the merchant allows creating one. */
  'bind-offer': { token: string; channel: string; offerRegister: boolean; onLogInInstead: () => void };
  'country-picker': { countries: Country[]; selected: string; onPick: (country: Country) => void };
  /** How to add the site to the home screen on iOS, with the profile download. */
  'ios-guide': Record<string, never>;
  /** Every way to get the app: Android, iOS, the profile, the home screen, and the app-download activity. */
  'download-popup': Record<string, never>;
}

export type OverlayPropsByType = RequestedOverlayProps & DeclaredOverlayProps;
export type OverlayType = keyof OverlayPropsByType;
export type DeclaredOverlayType = keyof DeclaredOverlayProps;

/**
 * Where the overlays the product opens stand: above any a template declares (priority 0 to 100), so a
 * message the player must answer is never kept waiting behind a promotion.
 */
export const REQUESTED_PRIORITY: Record<keyof RequestedOverlayProps, number> = {
  'domain-error': 400,
  'login-prompt': 300,
  alert: 250,
  'country-picker': 220,
  'two-factor': 200,
  'bind-offer': 200,
  'ios-guide': 150,
  'download-popup': 150,
};
