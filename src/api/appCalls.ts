// Calls of the native app shell: whether a newer release of the app it runs in is out. Loaded with the
// app-upgrade overlay, not with the first screen.
import { api } from './client.ts';

export interface AppVersionAnswer {
  latestVersion: string | null;
  /** The app that asked is older than the latest release. */
  upgradeable: boolean;
  /** What the release brings, in the player's language. */
  notes: string | null;
  banner: string | null;
}

export const fetchAppVersion = (query: { device: 'ANDROID' | 'IOS'; version: string }) =>
  api.get<AppVersionAnswer>('/wps/system/appVersion', { query, auth: false, alert: false });
