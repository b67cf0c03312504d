import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../../api/failures.ts';
import { sendFeedback } from '../../api/memberAreaCalls.ts';
import { FEEDBACK_MESSAGE_MAX } from '../../rules/feedback.ts';
import { makeStores, renderWithStores } from '../../../tests/unit/fixtures.tsx';
import FeedbackPage from './FeedbackPage.tsx';

vi.mock('../../api/memberAreaCalls.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../api/memberAreaCalls.ts')>()),
  sendFeedback: vi.fn(),
}));

async function renderFeedback() {
  const stores = makeStores();
  stores.session.save({ token: 'tok-1' });
  await act(async () => {
    renderWithStores(<FeedbackPage />, { stores, url: '/m/feedback' });
  });
  return { user: userEvent.setup(), stores };
}

const topic = () => screen.getByRole('combobox', { name: 'Topic' });
const message = () => screen.getByRole('textbox', { name: 'Message' });
const contact = () => screen.getByRole('textbox', { name: 'Contact (optional)' });
const send = () => screen.getByRole('button', { name: 'Send feedback' });
const outcome = () => within(screen.getByRole('form', { name: 'Feedback' })).getByRole('status');

beforeEach(() => {
  vi.mocked(sendFeedback).mockReset().mockResolvedValue({ id: 9 });
});

describe('FeedbackPage', () => {
  test('offers every topic, limits the message and counts its characters', async () => {
    const { user } = await renderFeedback();
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Choose a topic',
      'My account',
      'Deposits',
      'Withdrawals',
      'Games',
      'Promotions',
      'Suggestions',
      'Something else',
    ]);
    expect(message()).toHaveAttribute('maxLength', String(FEEDBACK_MESSAGE_MAX));
    await user.type(message(), 'Hello');
    expect(message()).toHaveAccessibleDescription(`5 of ${FEEDBACK_MESSAGE_MAX} characters`);
  });

  test('an empty topic, then an empty message, are marked and focused', async () => {
    const { user } = await renderFeedback();
    await user.click(send());
    expect(topic()).toHaveAttribute('aria-invalid', 'true');
    expect(topic()).toHaveFocus();
    expect(topic()).toHaveAccessibleDescription('Please choose a topic.');
    await user.selectOptions(topic(), 'game');
    await user.click(send());
    expect(message()).toHaveAttribute('aria-invalid', 'true');
    expect(message()).toHaveFocus();
    expect(sendFeedback).not.toHaveBeenCalled();
  });

  test('a sent form is emptied and thanked for', async () => {
    const { user } = await renderFeedback();
    await user.selectOptions(topic(), 'deposit');
    await user.type(message(), 'My deposit has not arrived');
    await user.type(contact(), 'me@example.com');
    await user.click(send());
    expect(sendFeedback).toHaveBeenCalledExactlyOnceWith(expect.anything(), {
      category: 'deposit',
      message: 'My deposit has not arrived',
      contact: 'me@example.com',
    });
    expect(outcome()).toHaveTextContent('Thank you! Your feedback has been sent.');
    expect(message()).toHaveValue('');
    expect(topic()).toHaveValue('');
  });

  test('a server error keeps what the player typed', async () => {
    vi.mocked(sendFeedback).mockRejectedValue(new ApiError('Feedback could not be saved', { status: 500 }));
    const { user } = await renderFeedback();
    await user.selectOptions(topic(), 'game');
    await user.type(message(), 'The lobby froze');
    await user.click(send());
    expect(sendFeedback).toHaveBeenCalledTimes(1);
    expect(topic()).toHaveValue('game');
    expect(message()).toHaveValue('The lobby froze');
    expect(outcome()).toHaveTextContent('');
    expect(send()).toBeEnabled();
  });
});
