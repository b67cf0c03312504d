import { flagFileCode } from './countryFlag.ts';

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
});
