// The game page's frame: which addresses it may load and how tightly it is sandboxed.
import { webAddress } from './webAddress.ts';

/**
 * The address a launch answered, as the frame may load it: http or https only (a relative one is
 * resolved against this page), never a script or data URL, whatever the answer says.
 */
export const playableGameUrl = webAddress;

/**
 * The iframe's sandbox, as tight as a game allows:
 * - allow-scripts: every game is a script;
 * - allow-forms: betting slips and in-game settings are forms;
 * - allow-popups: a vendor's rules, history or cashier open in a window of their own;
 * - allow-same-origin only for a game on another origin: vendors keep the game's session in their own
 *   storage and cookies, and their origin cannot reach this page. A game served from this very origin
 *   gets an opaque origin instead, since a same-origin frame with scripts could lift its own sandbox.
 * Top navigation, modals and downloads stay blocked: a game never replaces the app around it.
 */
export function gameFrameSandbox(gameUrl: string, pageOrigin: string): string {
  const tokens = ['allow-scripts', 'allow-forms', 'allow-popups'];
  if (new URL(gameUrl).origin !== new URL(pageOrigin).origin) tokens.push('allow-same-origin');
  return tokens.join(' ');
}
