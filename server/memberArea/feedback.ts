// Players' feedback, kept for the operator.
import { cleanFeedback, feedbackProblem, FEEDBACK_CONTACT_MAX, FEEDBACK_MESSAGE_MAX, type FeedbackForm } from '../../src/rules/feedback.ts';
import type { Db } from '../db/index.ts';
import { badRequest, HttpError } from '../http/errors.ts';

/** At most this many messages per member in FEEDBACK_WINDOW_MINUTES. */
export const FEEDBACK_LIMIT = 5;
export const FEEDBACK_WINDOW_MINUTES = 10;

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The body as a form, refused with the field's own code when the page's rules would refuse it too. */
export function feedbackFrom(body: Record<string, unknown>): FeedbackForm {
  const form = { category: text(body.category), message: text(body.message), contact: text(body.contact) };
  const problem = feedbackProblem(form);
  if (problem?.field === 'category') throw badRequest('Choose what the feedback is about', 'feedback.category.invalid');
  if (problem?.field === 'message' && problem.reason === 'missing') throw badRequest('Write a message', 'feedback.message.required');
  if (problem?.field === 'message') throw badRequest(`Messages have at most ${FEEDBACK_MESSAGE_MAX} characters`, 'feedback.message.too.long');
  if (problem?.field === 'contact') throw badRequest(`Contacts have at most ${FEEDBACK_CONTACT_MAX} characters`, 'feedback.contact.too.long');
  return form;
}

export interface StoredFeedback {
  id: number;
  memberId: number;
  merchantCode: string;
  category: string;
  message: string;
  contact: string | null;
  createdAt: Date;
}

/** Stores a member's feedback and returns its id; too many in a short while is a 429 the page explains. */
export async function storeFeedback(db: Db, merchantCode: string, memberId: number, form: FeedbackForm): Promise<number> {
  const [recent] = await db.query<{ count: number | string }>(
    `SELECT count(*) AS count FROM feedback WHERE member_id = $1 AND created_at > now() - make_interval(mins => $2::int)`,
    [memberId, FEEDBACK_WINDOW_MINUTES],
  );
  if (Number(recent?.count ?? 0) >= FEEDBACK_LIMIT) {
    throw new HttpError(429, 'feedback.too.frequent', 'You have sent a lot of feedback just now; please try again later');
  }
  const { category, message, contact } = cleanFeedback(form);
  const [row] = await db.query<{ id: number }>(
    'INSERT INTO feedback (merchant_code, member_id, category, message, contact) VALUES ($1, $2, $3, $4, $5) RETURNING id',
    [merchantCode, memberId, category, message, contact],
  );
  return row.id;
}

/** A member's feedback, newest first (what an operator reads). */
export async function feedbackOf(db: Db, memberId: number): Promise<StoredFeedback[]> {
  const rows = await db.query<{
    id: number;
    member_id: number;
    merchant_code: string;
    category: string;
    message: string;
    contact: string | null;
    created_at: Date;
  }>('SELECT * FROM feedback WHERE member_id = $1 ORDER BY id DESC', [memberId]);
  return rows.map((r) => ({
    id: r.id,
    memberId: r.member_id,
    merchantCode: r.merchant_code,
    category: r.category,
    message: r.message,
    contact: r.contact,
    createdAt: new Date(r.created_at),
  }));
}
