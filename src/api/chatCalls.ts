// The customer-service chat calls (member token required).
import type { ChatLaunchQuery } from '../config/types.generated.ts';
import { api } from './client.ts';

/** The chat address for this member, its page set up by the query (b2c, title, backUrl, language and headerColor). */
export const launchChat = (query: ChatLaunchQuery) =>
  api.get<{ chatUrl: string }>('/wps/relay/CBS_launchChat', { query });

/** Agent messages the member has not read yet. */
export const fetchUnreadCount = () => api.get<{ unReadCount: number }>('/wps/relay/CBS_unreadCount', { alert: false });
