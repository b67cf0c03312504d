import { observer } from 'mobx-react-lite';
import { useEffect, useRef, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { FEEDBACK_CATEGORIES, FEEDBACK_CONTACT_MAX, FEEDBACK_MESSAGE_MAX, type FeedbackProblem } from '../../rules/feedback.ts';
import { FeedbackStore } from '../../stores/FeedbackStore.ts';
import { useFeature } from '../../stores/index.ts';
import { PageFrame } from '../PageFrame.tsx';
import '../../ui/form/form.css';
import './member.css';

const PROBLEM_MESSAGE: Record<FeedbackProblem['field'], Partial<Record<FeedbackProblem['reason'], string>>> = {
  category: { missing: 'feedback.choose_category' },
  message: { missing: 'feedback.message_required', too_long: 'feedback.message_too_long' },
  contact: { too_long: 'feedback.contact_too_long' },
};

/** Focuses the field a refused send points at, again on every attempt. */
function useFocusOnProblem(problem: FeedbackProblem | undefined, attempt: number) {
  const category = useRef<HTMLSelectElement>(null);
  const message = useRef<HTMLTextAreaElement>(null);
  const contact = useRef<HTMLInputElement>(null);
  const field = problem?.field;
  useEffect(() => {
    if (field) ({ category, message, contact })[field].current?.focus();
  }, [field, attempt]);
  return { category, message, contact };
}

/** The feedback form: a topic, a message within the limit and an optional contact; the API stores it. */
const FeedbackPage = observer(function FeedbackPage() {
  const feedback = useFeature(FeedbackStore);
  const intl = useIntl();
  const refs = useFocusOnProblem(feedback.problem, feedback.attempt);
  const problemOf = (field: FeedbackProblem['field']) => (feedback.problem?.field === field ? PROBLEM_MESSAGE[field][feedback.problem.reason] : undefined);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void feedback.submit();
  };
  /** Marks a refused field, and points its description at the reason (after any hint it has). */
  const fieldProps = (field: FeedbackProblem['field'], hint?: string) => {
    const problem = problemOf(field) ? `feedback-${field}-problem` : undefined;
    const describedBy = [hint, problem].filter(Boolean).join(' ');
    return { 'aria-invalid': problem ? true : undefined, 'aria-describedby': describedBy || undefined };
  };
  const problemLine = (field: FeedbackProblem['field']) => {
    const messageId = problemOf(field);
    return (
      messageId && (
        <p id={`feedback-${field}-problem`} className="wl-feedback__problem">
          <FormattedMessage id={messageId} />
        </p>
      )
    );
  };
  return (
    <PageFrame titleId="page.feedback">
      <form className="wl-feedback" onSubmit={submit} noValidate aria-label={intl.formatMessage({ id: 'page.feedback' })}>
        <p className="wl-feedback__intro">
          <FormattedMessage id="feedback.intro" />
        </p>
        <div className={`wl-field${problemOf('category') ? ' wl-field--invalid' : ''}`}>
          <label htmlFor="feedback-category">
            <FormattedMessage id="feedback.category" />
          </label>
          <div className="wl-field__row">
            <select
              id="feedback-category"
              ref={refs.category}
              className="wl-feedback__select"
              value={feedback.category}
              onChange={(e) => feedback.edit('category', e.target.value)}
              {...fieldProps('category')}
            >
              <option value="">{intl.formatMessage({ id: 'feedback.category_placeholder' })}</option>
              {FEEDBACK_CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {intl.formatMessage({ id: `feedback.topic_${category}` })}
                </option>
              ))}
            </select>
          </div>
          {problemLine('category')}
        </div>
        <div className={`wl-field${problemOf('message') ? ' wl-field--invalid' : ''}`}>
          <label htmlFor="feedback-message">
            <FormattedMessage id="feedback.message" />
          </label>
          <div className="wl-field__row wl-field__row--area">
            <textarea
              id="feedback-message"
              ref={refs.message}
              rows={6}
              maxLength={FEEDBACK_MESSAGE_MAX}
              value={feedback.message}
              onChange={(e) => feedback.edit('message', e.target.value)}
              {...fieldProps('message', 'feedback-message-count')}
            />
          </div>
          <p id="feedback-message-count" className="wl-feedback__count">
            <FormattedMessage id="feedback.message_count" values={{ count: feedback.message.length, max: FEEDBACK_MESSAGE_MAX }} />
          </p>
          {problemLine('message')}
        </div>
        <div className={`wl-field${problemOf('contact') ? ' wl-field--invalid' : ''}`}>
          <label htmlFor="feedback-contact">
            <FormattedMessage id="feedback.contact" />
          </label>
          <div className="wl-field__row">
            <input
              id="feedback-contact"
              ref={refs.contact}
              maxLength={FEEDBACK_CONTACT_MAX}
              value={feedback.contact}
              autoComplete="email"
              onChange={(e) => feedback.edit('contact', e.target.value)}
              {...fieldProps('contact', 'feedback-contact-hint')}
            />
          </div>
          <p id="feedback-contact-hint" className="wl-hint">
            <FormattedMessage id="feedback.contact_hint" />
          </p>
          {problemLine('contact')}
        </div>
        <button type="submit" className="wl-button wl-feedback__submit" disabled={feedback.sending} aria-busy={feedback.sending}>
          <FormattedMessage id="feedback.submit" />
        </button>
        <p role="status" className="wl-feedback__sent">
          {feedback.sent && <FormattedMessage id="feedback.sent" />}
        </p>
      </form>
    </PageFrame>
  );
});

export default FeedbackPage;
