// The customer-service chat calls (member token required).
import type { ChatLaunchAnswer, ChatLaunchQuery, UnreadCount } from '../config/types.generated.ts';
import type { ApiClient } from './client.ts';

/** The chat address for this member, its page set up by the query (b2c, title, backUrl, language and headerColor). */
export const launchChat = (api: ApiClient, query: ChatLaunchQuery) => api.get<ChatLaunchAnswer>('/wps/relay/CBS_launchChat', { query });

/** Agent messages the member has not read yet. */
export const fetchUnreadCount = (api: ApiClient) => api.get<UnreadCount>('/wps/relay/CBS_unreadCount', { alert: false });
