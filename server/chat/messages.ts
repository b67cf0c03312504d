// The reference chat's messages and tickets. A member reaches the chat page with a ticket (never their
// session token): a random value good for 12 hours, of which only a hash is stored.
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/index.ts';

export const TICKET_HOURS = 12;
export const MAX_MESSAGE_LENGTH = 1000;

export type ChatSender = 'agent' | 'member';

export interface ChatMessage {
  id: number;
  sender: ChatSender;
  body: string;
  createdAt: string;
}

interface MessageRow {
  id: number;
  kind: 'welcome' | 'agent' | 'member';
  body: string;
  created_at: Date;
}

export interface ChatTicket {
  memberId: number;
  merchantCode: string;
  language: string | null;
}

const hashTicket = (ticket: string) => createHash('sha256').update(ticket).digest('hex');

/** The welcome message every member finds once, unread until they open the chat. */
export async function ensureWelcome(db: Db, memberId: number, body: string): Promise<void> {
  await db.query(
    `INSERT INTO chat_messages (member_id, kind, body) VALUES ($1, 'welcome', $2)
     ON CONFLICT (member_id) WHERE kind = 'welcome' DO NOTHING`,
    [memberId, body],
  );
}

/** Agent messages (the welcome among them) that have arrived and that the member has not read. */
export async function countUnread(db: Db, memberId: number): Promise<number> {
  const [row] = await db.query<{ count: number | string }>(
    `SELECT count(*) AS count FROM chat_messages
     WHERE member_id = $1 AND kind <> 'member' AND read_at IS NULL AND created_at <= now()`,
    [memberId],
  );
  return Number(row?.count ?? 0);
}

/** The conversation so far, oldest first; the agent messages in it count as read from now on. */
export async function readConversation(db: Db, memberId: number): Promise<ChatMessage[]> {
  const rows = await db.query<MessageRow>(
    `SELECT id, kind, body, created_at FROM chat_messages WHERE member_id = $1 AND created_at <= now() ORDER BY created_at, id`,
    [memberId],
  );
  await db.query(`UPDATE chat_messages SET read_at = now() WHERE member_id = $1 AND kind <> 'member' AND read_at IS NULL AND created_at <= now()`, [memberId]);
  return rows.map((row) => ({
    id: row.id,
    sender: row.kind === 'member' ? 'member' : 'agent',
    body: row.body,
    createdAt: new Date(row.created_at).toISOString(),
  }));
}

/**
 * Stores a member's message, and the agent's answer to arrive `replyDelaySeconds` later, unless an answer
 * is already on its way (several messages in a row get one).
 */
export async function postMemberMessage(db: Db, memberId: number, body: string, reply: { body: string; delaySeconds: number }): Promise<void> {
  await db.query(`INSERT INTO chat_messages (member_id, kind, body) VALUES ($1, 'member', $2)`, [memberId, body]);
  await db.query(
    `INSERT INTO chat_messages (member_id, kind, body, created_at)
     SELECT $1, 'agent', $2, now() + make_interval(secs => $3::int)
     WHERE NOT EXISTS (SELECT 1 FROM chat_messages WHERE member_id = $1 AND kind = 'agent' AND created_at > now())`,
    [memberId, reply.body, reply.delaySeconds],
  );
}

/** An agent's message, as the operator's back office would send one. */
export async function postAgentMessage(db: Db, memberId: number, body: string): Promise<void> {
  await db.query(`INSERT INTO chat_messages (member_id, kind, body) VALUES ($1, 'agent', $2)`, [memberId, body]);
}

/** A new ticket for the member's chat page; expired tickets are swept on the way. */
export async function createTicket(db: Db, ticket: ChatTicket): Promise<string> {
  const value = randomBytes(24).toString('base64url');
  await db.query('DELETE FROM chat_tickets WHERE expires_at <= now()');
  await db.query(
    `INSERT INTO chat_tickets (ticket_hash, member_id, merchant_code, language, expires_at)
     VALUES ($1, $2, $3, $4, now() + make_interval(hours => $5::int))`,
    [hashTicket(value), ticket.memberId, ticket.merchantCode, ticket.language, TICKET_HOURS],
  );
  return value;
}

export async function findTicket(db: Db, ticket: string): Promise<ChatTicket | undefined> {
  const [row] = await db.query<{ member_id: number; merchant_code: string; language: string | null }>(
    'SELECT member_id, merchant_code, language FROM chat_tickets WHERE ticket_hash = $1 AND expires_at > now()',
    [hashTicket(ticket)],
  );
  return row ? { memberId: row.member_id, merchantCode: row.merchant_code, language: row.language } : undefined;
}
