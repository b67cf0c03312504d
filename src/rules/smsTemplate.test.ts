import { smsTemplate } from './smsTemplate.ts';

test.each([
  { channel: 'phone', language: 'VI', expected: 'VI' },
  { channel: 'phone', language: 'PT-BR', expected: 'PT-BR' },
  { channel: 'google', language: 'VI', expected: undefined },
  { channel: '', language: 'EN', expected: undefined },
] as const)('a $channel sign-in in $language names $expected', ({ channel, language, expected }) => {
  expect(smsTemplate(channel, language)).toBe(expected);
});
