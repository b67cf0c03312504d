// Calls of the native app shell: whether a newer release of the app it runs in is out. Loaded with the
// app-upgrade overlay, not with the first screen.
import type { AppVersionAnswer, AppVersionQuery } from '../config/types.generated.ts';
import type { ApiClient } from './client.ts';

export type { AppVersionAnswer };

export const fetchAppVersion = (api: ApiClient, query: AppVersionQuery & { device: 'ANDROID' | 'IOS' }) =>
  api.get<AppVersionAnswer>('/wps/system/appVersion', { query, auth: false, alert: false });
