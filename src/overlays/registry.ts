// Every overlay type, keyed by the closed OverlayType union. Adding an overlay: a folder here, one line
// below, and (for one a template may declare) a schema in schema/overlays/ and an entry in declaredOverlays.
import { OVERLAY_TYPES } from '../config/types.generated.ts';
import type { DeclaredOverlayType, OverlayType } from '../stores/overlayTypes.ts';
import alert from './alert/index.ts';
import announcementPopup from './announcement-popup/index.ts';
import appUpgrade from './app-upgrade/index.ts';
import bindOffer from './bind-offer/index.ts';
import countryPicker from './country-picker/index.ts';
import type { DeclaredOverlayDefinition, OverlayDefinition } from './defineOverlay.ts';
import domainError from './domain-error/index.ts';
import downloadPopup from './download-popup/index.ts';
import forceDownload from './force-download/index.ts';
import installPrompt from './install-prompt/index.ts';
import iosGuide from './ios-guide/index.ts';
import loginPrompt from './login-prompt/index.ts';
import pushPrompt from './push-prompt/index.ts';
import saveImagePopup from './save-image-popup/index.ts';
import twoFactor from './two-factor/index.ts';

/** Overlays a page template may declare, each with its props schema and its trigger. */
export const declaredOverlays: { readonly [T in DeclaredOverlayType]: DeclaredOverlayDefinition<T> } = {
  'announcement-popup': announcementPopup,
  'app-upgrade': appUpgrade,
  'force-download': forceDownload,
  'install-prompt': installPrompt,
  'push-prompt': pushPrompt,
  'save-image-popup': saveImagePopup,
};

export const overlayRegistry: { readonly [T in OverlayType]: OverlayDefinition<T> } = {
  ...declaredOverlays,
  alert,
  'bind-offer': bindOffer,
  'country-picker': countryPicker,
  'domain-error': domainError,
  'download-popup': downloadPopup,
  'ios-guide': iosGuide,
  'login-prompt': loginPrompt,
  'two-factor': twoFactor,
};

export function isDeclaredOverlayType(type: string): type is DeclaredOverlayType {
  return (OVERLAY_TYPES as readonly string[]).includes(type);
}

/** The definition of a type, widened for the host, which hands each overlay its own props. */
export function overlayDefinition(type: OverlayType): OverlayDefinition {
  return overlayRegistry[type] as unknown as OverlayDefinition;
}

/** As above, for the declared overlays a page starts. */
export function declaredOverlay(type: DeclaredOverlayType): DeclaredOverlayDefinition {
  return declaredOverlays[type] as unknown as DeclaredOverlayDefinition;
}
