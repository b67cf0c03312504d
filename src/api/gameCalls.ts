// Starting a game (spec section 7): the real game with the member's token, or a free demo without one.
// The launch page shows failures itself (a time-out offers a retry), so neither call alerts.
import type { GameLaunchQuery, LaunchAnswer, TrialLaunchQuery } from '../config/types.generated.ts';
import type { ApiClient } from './client.ts';

export type { GameLaunchQuery, LaunchAnswer, TrialLaunchQuery };

/** launchGame's own time-out (spec section 9). */
export const LAUNCH_TIMEOUT_MS = 10_000;

export const launchGame = (api: ApiClient, params: GameLaunchQuery) =>
  api.get<LaunchAnswer>('/wps/game/launchGame', { query: params, timeout: LAUNCH_TIMEOUT_MS, alert: false });

export const launchTrialGame = (api: ApiClient, params: TrialLaunchQuery) =>
  api.get<LaunchAnswer>('/wps/relay/GCS_gameTrialLaunch', { query: params, timeout: LAUNCH_TIMEOUT_MS, alert: false, auth: false });
