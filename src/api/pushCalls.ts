// Push bindings (spec section 7), loaded with the push store after the first screen. None alerts the
// player: they run on their own, unasked.
import type { PushTopics } from '../config/types.generated.ts';
import type { ApiClient } from './client.ts';

/** What the device's token follows after a bind or a (un)subscribe. */
export type { PushTopics };

/** The topic every bound device follows. */
export const TOPIC_ALL = 'ALL';

export const fcmBind = (api: ApiClient, registrationToken: string) => api.post<PushTopics>('/wps/relay/CSP_fcmBind', { registrationToken }, { alert: false });

export const fcmSubscribe = (api: ApiClient, registrationToken: string, topic: string) =>
  api.post<PushTopics>('/wps/relay/CSP_fcmSubscribe', { registrationToken, topic }, { alert: false });

/** Sent as the member leaves, when the session may be gone: the token alone names the device. */
export const fcmUnsubscribeAll = (api: ApiClient, registrationToken: string) =>
  api.post<PushTopics>('/wps/relay/CSP_fcmUnsubscribe', { registrationToken, unsubscribeAll: true }, { alert: false, auth: false });
