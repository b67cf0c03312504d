// Customer-service chat: CBS_launchChat hands a member the address of the chat page this server serves
// (/demo-chat/, with a ticket instead of their token), CBS_unreadCount counts the agent messages they have
// not read, and the chat page reads and sends messages with its ticket.
import type { ChatLaunchQuery, MerchantFile } from '../../src/config/types.generated.ts';
import { localize } from '../content/announcements.ts';
import { countUnread, createTicket, ensureWelcome, findTicket, MAX_MESSAGE_LENGTH, postMemberMessage, readConversation } from '../chat/messages.ts';
import { badRequest, HttpError, notLoggedIn } from '../http/errors.ts';
import { headerValue, requestOrigin } from '../http/request.ts';
import type { RequestContext } from '../http/router.ts';
import type { ApiRouter, SessionContext } from './context.ts';
import type { Member } from '../accounts/members.ts';
import type { ApiDeps } from './deps.ts';

export const CHAT_PAGE_PATH = '/demo-chat/';
const DEFAULT_REPLY_DELAY_SECONDS = 10;
const MAX_TITLE_LENGTH = 60;
const NO_CHAT_TYPE = 4;

const DEFAULT_CHAT = {
  agentName: 'Customer service',
  welcome: 'Hello! Leave us a message here and an agent will answer.',
  autoReply: 'Thanks, we have your message. An agent will answer you here shortly.',
};

function chatSettings(merchant: MerchantFile) {
  const chat = merchant.content.chat;
  return {
    agentName: chat?.agentName ?? DEFAULT_CHAT.agentName,
    welcome: chat?.welcome ?? DEFAULT_CHAT.welcome,
    autoReply: chat?.autoReply ?? DEFAULT_CHAT.autoReply,
    replyDelaySeconds: chat?.autoReplyDelaySeconds ?? DEFAULT_REPLY_DELAY_SECONDS,
  };
}

/** A member of a merchant with chat on, allowed to chat (type 4 is not: spec section 6). */
function chattingMember({ merchant, member }: SessionContext): Member {
  if (!merchant.whitelabel.CBS3?.enabled) throw new HttpError(400, 'chat_disabled', 'Customer-service chat is off for this merchant');
  if (!member) throw notLoggedIn();
  if (member.customerType === NO_CHAT_TYPE) throw new HttpError(403, 'chat.no.permission', 'This account cannot use the chat');
  return member;
}

const language = (ctx: RequestContext) => ctx.language?.toUpperCase();

async function welcome(deps: ApiDeps, merchant: MerchantFile, member: Member, lang: string | undefined): Promise<void> {
  await ensureWelcome(deps.db, member.id, localize(chatSettings(merchant).welcome, lang, merchant.languages.default));
}

/** The query the chat page gets: what the app asked for, checked, and the ticket. */
function chatPageQuery(query: ChatLaunchQuery, merchant: MerchantFile, ticket: string): URLSearchParams {
  const out = new URLSearchParams();
  out.set('b2c', query.b2c === '1' ? '1' : '0');
  out.set('title', (query.title ?? '').trim().slice(0, MAX_TITLE_LENGTH) || merchant.name);
  const backUrl = webAddress(query.backUrl);
  if (backUrl) out.set('backUrl', backUrl);
  out.set('language', (query.language ?? merchant.languages.default).trim().toUpperCase());
  const color = query.headerColor ?? '';
  out.set('headerColor', /^#[0-9a-f]{3}(?:[0-9a-f]{3})?$/i.test(color) ? color : (merchant.theme.headerColor ?? merchant.theme.primary));
  out.set('ticket', ticket);
  return out;
}

function webAddress(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

async function ticketOf(ctx: RequestContext, deps: ApiDeps) {
  const value = headerValue(ctx.req, 'X-Chat-Ticket');
  const ticket = value ? await findTicket(deps.db, value) : undefined;
  const merchant = ticket && deps.project.current.merchants.find((m) => m.data.merchantCode === ticket.merchantCode)?.data;
  if (!ticket || !merchant) throw new HttpError(401, 'chat.ticket.invalid', 'This chat link has expired');
  return { ticket, merchant };
}

export function chatRoutes(router: ApiRouter, deps: ApiDeps): void {
  router
    .get(
      '/wps/relay/CBS_launchChat',
      { needs: 'session', query: 'requests/chat-launch-query.schema.json', answer: 'answers/chat-launch-answer.schema.json' },
      async (ctx) => {
        const { merchant } = ctx;
        const member = chattingMember(ctx);
        await welcome(deps, merchant, member, language(ctx));
        const ticket = await createTicket(deps.db, { memberId: member.id, merchantCode: merchant.merchantCode, language: language(ctx) ?? null });
        const url = new URL(CHAT_PAGE_PATH, requestOrigin(ctx.req, 'localhost'));
        url.search = chatPageQuery(ctx.query, merchant, ticket).toString();
        return { chatUrl: url.href };
      },
    )
    .get('/wps/relay/CBS_unreadCount', { needs: 'session', answer: 'answers/unread-count.schema.json' }, async (ctx) => {
      const { merchant } = ctx;
      const member = chattingMember(ctx);
      await welcome(deps, merchant, member, language(ctx));
      return { unReadCount: await countUnread(deps.db, member.id) };
    })
    .get('/wps/chat/messages', async (ctx) => {
      const { ticket, merchant } = await ticketOf(ctx, deps);
      return { agentName: chatSettings(merchant).agentName, messages: await readConversation(deps.db, ticket.memberId) };
    })
    .post('/wps/chat/messages', { body: 'requests/chat-message.schema.json' }, async (ctx) => {
      const { ticket, merchant } = await ticketOf(ctx, deps);
      const text = typeof ctx.body.text === 'string' ? ctx.body.text.trim() : '';
      if (!text) throw badRequest('Write a message first', 'chat.message.empty');
      if (text.length > MAX_MESSAGE_LENGTH) throw badRequest(`A message holds at most ${MAX_MESSAGE_LENGTH} characters`, 'chat.message.too_long');
      const settings = chatSettings(merchant);
      const reply = localize(settings.autoReply, ticket.language ?? undefined, merchant.languages.default);
      await postMemberMessage(deps.db, ticket.memberId, text, { body: reply, delaySeconds: settings.replyDelaySeconds });
      return { agentName: settings.agentName, messages: await readConversation(deps.db, ticket.memberId) };
    });
}
