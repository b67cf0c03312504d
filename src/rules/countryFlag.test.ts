import { flagFileCode, flagOf } from './countryFlag.ts';

describe('country flags', () => {
  test.each([
    ['VN', 'VN'],
    ['br', 'BR'],
    [' ph ', 'PH'],
    ['', undefined],
    ['USA', undefined],
    ['8', undefined],
    ['../x', undefined],
  ])('the flag image of %j is %j', (code, file) => {
    expect(flagFileCode(code)).toBe(file);
  });

  test.each([
    ['VN', '🇻🇳'],
    ['br', '🇧🇷'],
    ['X1', ''],
  ])('the flag emoji of %j is %j', (code, emoji) => {
    expect(flagOf(code)).toBe(emoji);
  });
});
