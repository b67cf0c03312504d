// The customer-service chat against the real server: launching, unread counts, the chat page's messages.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { postAgentMessage } from '../chat/messages.ts';
import { createMember, createSession } from '../accounts/members.ts';
import { base, root, send, server, withScratchServer } from '../../tests/server/support.ts';

withScratchServer();

let serial = 0;
/** A member of xoso68 with a session; the headers its calls carry. */
async function member(customerType = 0) {
  const created = await createMember(server.db, { merchantCode: 'xoso68', username: `chatter${++serial}`, password: 'pass-word-1', customerType });
  const token = await createSession(server.db, created.id, 'xoso68', '127.0.0.1');
  return { id: created.id, headers: { Merchant: 'xoso68', Language: 'EN', Authorization: `Bearer ${token}` } };
}

type Envelope<T> = { success: boolean; value: T; errorCode?: string };
const call = async <T>(pathname: string, headers: Record<string, string>, init: { method?: string; body?: unknown } = {}) => {
  const answer = await send(base, pathname, {
    method: init.method,
    headers: init.body ? { ...headers, 'Content-Type': 'application/json' } : headers,
    body: init.body ? JSON.stringify(init.body) : undefined,
  });
  return { status: answer.status, body: answer.json<Envelope<T>>() };
};
const unread = async (headers: Record<string, string>) => (await call<{ unReadCount: number }>('/wps/relay/CBS_unreadCount', headers)).body.value.unReadCount;

const launchQuery = new URLSearchParams({
  b2c: '1',
  title: 'Xổ Số 68',
  backUrl: 'http://m.xoso68.test/m/home?x=1',
  language: 'CN',
  headerColor: '#0a7d45',
}).toString();

async function launch(headers: Record<string, string>, query = launchQuery) {
  const { status, body } = await call<{ chatUrl: string }>(`/wps/relay/CBS_launchChat?${query}`, { ...headers, Host: 'm.xoso68.test:4000' });
  expect(status).toBe(200);
  const url = new URL(body.value.chatUrl);
  return { url, ticket: url.searchParams.get('ticket')! };
}

describe('CBS_launchChat', () => {
  test('answers the chat page on this server with the query it was given and a ticket, never the token', async () => {
    const { headers } = await member();
    const { url, ticket } = await launch(headers);
    expect(url.origin).toBe('http://m.xoso68.test:4000');
    expect(url.pathname).toBe('/demo-chat/');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      b2c: '1',
      title: 'Xổ Số 68',
      backUrl: 'http://m.xoso68.test/m/home?x=1',
      language: 'CN',
      headerColor: '#0a7d45',
      ticket,
    });
    expect(ticket).toMatch(/^[\w-]{32}$/);
    expect(url.href).not.toContain(headers.Authorization.slice('Bearer '.length));
  });

  test('a colour or a way back it cannot trust is replaced or left out', async () => {
    const { headers } = await member();
    const { url } = await launch(headers, new URLSearchParams({ b2c: '1', backUrl: 'javascript:alert(1)', headerColor: 'red;x', language: 'vi' }).toString());
    expect(url.searchParams.get('backUrl')).toBeNull();
    expect(url.searchParams.get('headerColor')).toBe('#0a7d45');
    expect(url.searchParams.get('title')).toBe('Xổ Số 68');
    expect(url.searchParams.get('language')).toBe('VI');
  });

  test('needs a member, and one allowed to chat', async () => {
    expect((await call('/wps/relay/CBS_launchChat', { Merchant: 'xoso68' })).status).toBe(401);
    const quiet = await member(4);
    const refused = await call('/wps/relay/CBS_launchChat', quiet.headers);
    expect(refused.status).toBe(403);
    expect(refused.body.errorCode).toBe('chat.no.permission');
    expect((await call('/wps/relay/CBS_unreadCount', quiet.headers)).body.errorCode).toBe('chat.no.permission');
  });
});

describe('unread count and the chat page', () => {
  test('one welcome per member stays unread until the chat page shows it', async () => {
    const { headers } = await member();
    expect(await unread(headers)).toBe(1);
    expect(await unread(headers)).toBe(1);
    const { ticket } = await launch(headers);
    const page = await call<{ agentName: string; messages: { sender: string; body: string }[] }>('/wps/chat/messages', { 'X-Chat-Ticket': ticket });
    expect(page.body.value.agentName).toBe('CSKH Xổ Số 68');
    expect(page.body.value.messages).toEqual([expect.objectContaining({ sender: 'agent', body: expect.stringContaining('Welcome to Xổ Số 68 support') })]);
    expect(await unread(headers)).toBe(0);
  });

  test("an agent message counts until read; the answer to a member's message arrives later", async () => {
    const { id, headers } = await member();
    const { ticket } = await launch(headers);
    await call('/wps/chat/messages', { 'X-Chat-Ticket': ticket });
    await postAgentMessage(server.db, id, 'Your deposit has arrived.');
    expect(await unread(headers)).toBe(1);

    const sent = await call<{ messages: { sender: string; body: string }[] }>(
      '/wps/chat/messages',
      { 'X-Chat-Ticket': ticket },
      { method: 'POST', body: { text: '  Thanks!  ' } },
    );
    expect(sent.status).toBe(200);
    expect(sent.body.value.messages.map((m) => [m.sender, m.body])).toEqual([
      ['agent', expect.stringContaining('Welcome')],
      ['agent', 'Your deposit has arrived.'],
      ['member', 'Thanks!'],
    ]);
    expect(await unread(headers)).toBe(0);
    // A second message before the answer came gets the same one answer.
    await call('/wps/chat/messages', { 'X-Chat-Ticket': ticket }, { method: 'POST', body: { text: 'Hello?' } });
    // The agent's answer is due ten seconds on; moved to now, it is there and unread.
    await server.db.query(`UPDATE chat_messages SET created_at = now() WHERE member_id = $1 AND created_at > now()`, [id]);
    expect(await unread(headers)).toBe(1);
  });

  test('the chat page refuses an unknown ticket and an empty or overlong message', async () => {
    expect((await call('/wps/chat/messages', { 'X-Chat-Ticket': 'nope' })).body.errorCode).toBe('chat.ticket.invalid');
    expect((await call('/wps/chat/messages', {})).status).toBe(401);
    const { headers } = await member();
    const { ticket } = await launch(headers);
    const post = (text: unknown) => call('/wps/chat/messages', { 'X-Chat-Ticket': ticket }, { method: 'POST', body: { text } });
    expect((await post('   ')).body.errorCode).toBe('chat.message.empty');
    expect((await post(42)).body.errorCode).toBe('chat.message.empty');
    expect((await post('x'.repeat(1001))).body.errorCode).toBe('chat.message.too_long');
  });

  test('an expired ticket is refused', async () => {
    const { id, headers } = await member();
    const { ticket } = await launch(headers);
    await server.db.query(`UPDATE chat_tickets SET expires_at = now() - interval '1 second' WHERE member_id = $1`, [id]);
    expect((await call('/wps/chat/messages', { 'X-Chat-Ticket': ticket })).status).toBe(401);
  });

  test('with chat off for the merchant, the calls say so', async () => {
    const file = path.join(root, 'merchants', 'sorte777.json');
    const merchant = JSON.parse(readFileSync(file, 'utf8'));
    merchant.whitelabel.CBS3 = { enabled: false };
    writeFileSync(file, JSON.stringify(merchant, null, 2));
    await server.reload();
    const created = await createMember(server.db, { merchantCode: 'sorte777', username: 'silent1', password: 'pass-word-1' });
    const token = await createSession(server.db, created.id, 'sorte777', '127.0.0.1');
    const answer = await call('/wps/relay/CBS_unreadCount', { Merchant: 'sorte777', Authorization: `Bearer ${token}` });
    expect(answer.status).toBe(400);
    expect(answer.body.errorCode).toBe('chat_disabled');
  });
});

describe('files of the chat and the mini-game', () => {
  test('the chat page comes with a strict content policy and no referrer', async () => {
    const page = await send(base, '/demo-chat/?ticket=x');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(page.text).toContain('/demo-chat/chat.js');
    expect((await send(base, '/demo-chat/chat.js')).headers['content-type']).toMatch(/^text\/javascript/);
    expect((await send(base, '/demo-chat/cs-widget.js')).text).toContain('Help centre');
  });

  test.each(['v1', 's1'])('the %s mini-game installs itself for its version', async (version) => {
    const script = await send(base, `/mini-game/${version}/minigame.js`);
    expect(script.status).toBe(200);
    expect(script.headers['content-type']).toMatch(/^text\/javascript/);
    expect(script.text).toContain(`installWLMiniGame("${version}")`);
  });

  test('an unknown version is not found', async () => {
    expect((await send(base, '/mini-game/v9/minigame.js')).status).toBe(404);
  });
});
