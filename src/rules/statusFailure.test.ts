import { statusFailureOverlay } from './statusFailure.ts';

test.each([
  {
    name: 'an unavailable domain with a message',
    input: { errorCode: 'domain_not_available', message: 'Use m.example.test', answered: true },
    expected: { type: 'domain-error', props: { message: 'Use m.example.test' } },
  },
  {
    name: 'an unavailable domain without one',
    input: { errorCode: 'domain_not_available', answered: true },
    expected: { type: 'domain-error', props: { message: undefined } },
  },
  {
    name: 'another refusal',
    input: { errorCode: 'system.busy', message: 'Busy, try later', answered: true },
    expected: { type: 'alert', props: { titleId: 'notice', message: 'Busy, try later' } },
  },
  {
    name: 'a refusal with no message',
    input: { errorCode: 'x', answered: true },
    expected: { type: 'alert', props: { titleId: 'notice', messageId: 'error' } },
  },
  {
    name: 'no answer at all',
    input: { message: 'Failed to fetch', answered: false },
    expected: { type: 'alert', props: { titleId: 'notice', messageId: 'error' } },
  },
])('$name', ({ input, expected }) => {
  expect(statusFailureOverlay(input)).toEqual(expected);
});
