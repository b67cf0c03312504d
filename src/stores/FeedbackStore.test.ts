import { ApiError } from '../api/failures.ts';
import { sendFeedback } from '../api/memberAreaCalls.ts';
import { makeStores } from '../../tests/unit/fixtures.tsx';
import { FeedbackStore } from './FeedbackStore.ts';

vi.mock('../api/memberAreaCalls.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../api/memberAreaCalls.ts')>()),
  sendFeedback: vi.fn(),
}));

beforeEach(() => {
  vi.mocked(sendFeedback).mockReset().mockResolvedValue({ id: 1 });
});

function typed(over: Partial<Record<'category' | 'message' | 'contact', string>> = {}) {
  const stores = makeStores();
  stores.session.save({ token: 'tok-1' });
  const feedback = stores.feature(FeedbackStore);
  const form = { category: 'deposit', message: '  My deposit is late  ', contact: '', ...over };
  for (const [field, value] of Object.entries(form)) feedback.edit(field as 'category', value);
  return { stores, feedback };
}

describe('FeedbackStore', () => {
  test('a complete form is sent trimmed, then emptied and marked sent', async () => {
    const { feedback } = typed({ contact: ' 0912 ' });
    await feedback.submit();
    expect(sendFeedback).toHaveBeenCalledExactlyOnceWith(expect.anything(), { category: 'deposit', message: 'My deposit is late', contact: '0912' });
    expect([feedback.category, feedback.message, feedback.contact, feedback.sent, feedback.sending]).toEqual(['', '', '', true, false]);
  });

  test.each([
    { over: { category: '' }, field: 'category' },
    { over: { message: '   ' }, field: 'message' },
  ])('refuses to send without $field, marking it on each attempt', async ({ over, field }) => {
    const { feedback } = typed(over);
    await feedback.submit();
    await feedback.submit();
    expect(sendFeedback).not.toHaveBeenCalled();
    expect(feedback.problem?.field).toBe(field);
    expect(feedback.attempt).toBe(2);
    // Typing in that field takes the mark away.
    feedback.edit(field as 'category', 'x');
    expect(feedback.problem).toBeUndefined();
  });

  test('a failed send keeps every field as typed', async () => {
    vi.mocked(sendFeedback).mockRejectedValue(new ApiError('Feedback could not be saved', { status: 500 }));
    const { feedback, stores } = typed({ contact: 'me@example.com' });
    await feedback.submit();
    expect([feedback.category, feedback.message, feedback.contact, feedback.sent]).toEqual(['deposit', '  My deposit is late  ', 'me@example.com', false]);
    // The client's catalogue alerted already; the store adds nothing of its own.
    expect(stores.alerts.alerts).toEqual([]);
  });

  test("a flood refusal is explained in the player's language", async () => {
    vi.mocked(sendFeedback).mockRejectedValue(new ApiError('Too many', { status: 429, errorCode: 'feedback.too.frequent' }));
    const { feedback, stores } = typed();
    await feedback.submit();
    expect(stores.alerts.alerts).toEqual([{ messageId: 'feedback.too_frequent', titleId: 'notice', bundle: 'member' }]);
    expect(feedback.message).toBe('  My deposit is late  ');
  });

  test('a second submit while one is on its way is ignored', async () => {
    let finish: (value: { id: number }) => void = () => undefined;
    vi.mocked(sendFeedback).mockReturnValue(
      new Promise((resolve) => {
        finish = resolve;
      }),
    );
    const { feedback } = typed();
    const first = feedback.submit();
    await feedback.submit();
    expect(sendFeedback).toHaveBeenCalledTimes(1);
    finish({ id: 2 });
    await first;
  });

  test('logging out drops the draft', () => {
    const { feedback, stores } = typed();
    stores.clear();
    expect([feedback.category, feedback.message, feedback.contact]).toEqual(['', '', '']);
  });
});
