// The feedback form (POST /wps/member/feedback): what the player typed stays here until it is sent,
// so a failed send or a trip to another page loses nothing.
import { makeAutoObservable } from 'mobx';
import { inAction } from './inAction.ts';
import { ApiError } from '../api/failures.ts';
import { type FEEDBACK_CODES, sendFeedback } from '../api/memberAreaCalls.ts';
import { cleanFeedback, feedbackProblem, type FeedbackProblem } from '../rules/feedback.ts';
import type { RootStore } from './RootStore.ts';

/** The page's message for each feedback code the server may answer. */
const MESSAGE_OF_CODE: Record<(typeof FEEDBACK_CODES)[number], string> = {
  'feedback.category.invalid': 'feedback.choose_category',
  'feedback.message.required': 'feedback.message_required',
  'feedback.message.too.long': 'feedback.message_too_long',
  'feedback.contact.too.long': 'feedback.contact_too_long',
  'feedback.too.frequent': 'feedback.too_frequent',
};

export class FeedbackStore {
  category = '';
  message = '';
  contact = '';
  sending = false;
  /** The last send went through (until the player starts another). */
  sent = false;
  /** The field a send was refused for, marked on the form. */
  problem: FeedbackProblem | undefined;
  /** Counts refused sends, so the same field is focused again each time. */
  attempt = 0;

  constructor(private readonly root: RootStore) {
    makeAutoObservable<FeedbackStore, 'root'>(this, { root: false });
  }

  edit(field: 'category' | 'message' | 'contact', value: string): void {
    this[field] = value;
    this.sent = false;
    if (this.problem?.field === field) this.problem = undefined;
  }

  async submit(): Promise<void> {
    if (this.sending) return;
    const form = { category: this.category, message: this.message, contact: this.contact };
    this.problem = feedbackProblem(form);
    if (this.problem) {
      this.attempt += 1;
      return;
    }
    this.sending = true;
    try {
      await sendFeedback(this.root.api, cleanFeedback(form));
      inAction('FeedbackStore.submit', () => {
        this.category = '';
        this.message = '';
        this.contact = '';
        this.sent = true;
      });
    } catch (error) {
      // What was typed stays. The catalogue has alerted already, except for the codes explained here.
      const code = error instanceof ApiError ? error.errorCode : undefined;
      const messageId = code && code in MESSAGE_OF_CODE ? MESSAGE_OF_CODE[code as keyof typeof MESSAGE_OF_CODE] : undefined;
      if (messageId) this.root.alerts.show({ messageId, titleId: 'notice', bundle: 'member' });
    } finally {
      inAction('FeedbackStore.submit', () => {
        this.sending = false;
      });
    }
  }

  /** Drops the member's draft (logout). */
  clear(): void {
    this.category = '';
    this.message = '';
    this.contact = '';
    this.sent = false;
    this.problem = undefined;
    this.sending = false;
  }
}
