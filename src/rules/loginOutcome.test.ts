import { loginOutcome } from './loginOutcome.ts';

const answer = {
  token: 'tok123',
  id: 7,
  customerId: 7,
  userName: 'lucky8',
  customerType: 0,
  firstTimeLogin: false,
  passwordExpired: false,
  defaultPassword: false,
};
const base = {
  answer,
  type: 'username' as const,
  forceChangeOn: true,
  autoLoginOn: true,
  redirectUrl: null,
  allowedOrigins: ['https://sports.royal88.test'],
  handover: { language: 'EN', headerColor: '#c8102e', title: 'Royal 88' },
};

test.each([
  { name: 'a plain login goes home', change: {}, expected: 'home' },
  { name: 'the default password must change', change: { answer: { ...answer, defaultPassword: true } }, expected: 'changePassword' },
  { name: 'an expired password with forced change', change: { answer: { ...answer, passwordExpired: true } }, expected: 'changePassword' },
  { name: 'an expired password without forced change', change: { answer: { ...answer, passwordExpired: true }, forceChangeOn: false }, expected: 'home' },
  { name: 'an expired password but an SMS login', change: { answer: { ...answer, passwordExpired: true }, type: 'sms' as const }, expected: 'home' },
  { name: 'an expired password but a Firebase login', change: { answer: { ...answer, passwordExpired: true }, type: 'firebase' as const }, expected: 'home' },
  { name: 'first-time login under auto login', change: { answer: { ...answer, firstTimeLogin: true } }, expected: 'changePassword' },
  { name: 'first-time login without auto login', change: { answer: { ...answer, firstTimeLogin: true }, autoLoginOn: false }, expected: 'home' },
  { name: 'a redirect off the allow-list', change: { redirectUrl: 'https://evil.test/steal' }, expected: 'home' },
  { name: 'a look-alike origin', change: { redirectUrl: 'https://sports.royal88.test.evil.test/' }, expected: 'home' },
  { name: 'a javascript: URL', change: { redirectUrl: 'javascript:alert(1)' }, expected: 'home' },
])('$name → $expected', ({ change, expected }) => expect(loginOutcome({ ...base, ...change }).kind).toBe(expected));

test('an allowed redirect receives token, language, headerColor, b2c=1 and title', () => {
  const outcome = loginOutcome({ ...base, redirectUrl: 'https://sports.royal88.test/lobby?x=1' });
  expect(outcome.kind).toBe('external');
  const url = new URL((outcome as { url: string }).url);
  expect(Object.fromEntries(url.searchParams)).toEqual({ x: '1', token: 'tok123', language: 'EN', headerColor: '#c8102e', b2c: '1', title: 'Royal 88' });
});
