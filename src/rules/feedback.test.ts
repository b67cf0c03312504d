import { cleanFeedback, FEEDBACK_CONTACT_MAX, FEEDBACK_MESSAGE_MAX, feedbackProblem } from './feedback.ts';

const form = { category: 'game', message: 'The lobby froze', contact: '' };

test.each([
  { name: 'a complete form', over: {}, problem: undefined },
  { name: 'no category', over: { category: '' }, problem: { field: 'category', reason: 'missing' } },
  { name: 'an unknown category', over: { category: 'casino' }, problem: { field: 'category', reason: 'missing' } },
  { name: 'an empty message', over: { message: '' }, problem: { field: 'message', reason: 'missing' } },
  { name: 'a message of spaces', over: { message: '  \n ' }, problem: { field: 'message', reason: 'missing' } },
  { name: 'a message at the limit', over: { message: 'x'.repeat(FEEDBACK_MESSAGE_MAX) }, problem: undefined },
  { name: 'a message at the limit once trimmed', over: { message: ` ${'x'.repeat(FEEDBACK_MESSAGE_MAX)} ` }, problem: undefined },
  { name: 'a message over the limit', over: { message: 'x'.repeat(FEEDBACK_MESSAGE_MAX + 1) }, problem: { field: 'message', reason: 'too_long' } },
  { name: 'a contact at the limit', over: { contact: 'c'.repeat(FEEDBACK_CONTACT_MAX) }, problem: undefined },
  { name: 'a contact over the limit', over: { contact: 'c'.repeat(FEEDBACK_CONTACT_MAX + 1) }, problem: { field: 'contact', reason: 'too_long' } },
  { name: 'the category is checked first', over: { category: '', message: '' }, problem: { field: 'category', reason: 'missing' } },
])('$name', ({ over, problem }) => {
  expect(feedbackProblem({ ...form, ...over })).toEqual(problem);
});

test.each([
  { input: { category: 'deposit', message: '  late  ', contact: '  ' }, sent: { category: 'deposit', message: 'late', contact: null } },
  { input: { category: 'other', message: 'hi', contact: ' me@x.io ' }, sent: { category: 'other', message: 'hi', contact: 'me@x.io' } },
])('sends $input.message trimmed', ({ input, sent }) => {
  expect(cleanFeedback(input)).toEqual(sent);
});
