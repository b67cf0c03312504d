// The feedback form's rules, shared by the page and the reference API so both refuse the same things.

export const FEEDBACK_CATEGORIES = ['account', 'deposit', 'withdrawal', 'game', 'promotion', 'suggestion', 'other'] as const;
export type FeedbackCategory = (typeof FEEDBACK_CATEGORIES)[number];

/** Longest message and contact, in UTF-16 units (what a text field's maxLength counts). */
export const FEEDBACK_MESSAGE_MAX = 500;
export const FEEDBACK_CONTACT_MAX = 100;

export interface FeedbackForm {
  category: string;
  message: string;
  contact: string;
}

/** The first field the form cannot be sent with, and why; undefined when it can be sent. */
export type FeedbackProblem =
  | { field: 'category'; reason: 'missing' }
  | { field: 'message'; reason: 'missing' | 'too_long' }
  | { field: 'contact'; reason: 'too_long' };

export const isFeedbackCategory = (value: string): value is FeedbackCategory => (FEEDBACK_CATEGORIES as readonly string[]).includes(value);

export function feedbackProblem(form: FeedbackForm): FeedbackProblem | undefined {
  if (!isFeedbackCategory(form.category)) return { field: 'category', reason: 'missing' };
  const message = form.message.trim();
  if (!message) return { field: 'message', reason: 'missing' };
  if (message.length > FEEDBACK_MESSAGE_MAX) return { field: 'message', reason: 'too_long' };
  if (form.contact.trim().length > FEEDBACK_CONTACT_MAX) return { field: 'contact', reason: 'too_long' };
  return undefined;
}

/** The form as it is sent and stored: trimmed, with no contact when none was given. */
export function cleanFeedback(form: FeedbackForm): { category: string; message: string; contact: string | null } {
  const contact = form.contact.trim();
  return { category: form.category, message: form.message.trim(), contact: contact || null };
}
