import { downloadLinkFor, openableLink } from './appDownload.ts';

describe('downloadLinkFor', () => {
  test.each([
    [true, 'a', 'i', 'i'],
    [false, 'a', 'i', 'a'],
    [true, 'a', undefined, 'a'],
    [false, undefined, 'i', 'i'],
    [true, undefined, undefined, undefined],
  ] as const)('iOS %s, Android link %s, iOS link %s: %s', (isIos, android, ios, expected) => {
    expect(downloadLinkFor(isIos, android, ios)).toBe(expected);
  });
});

describe('openableLink', () => {
  test.each([
    ['https://dl.example.test/app.apk', 'https://dl.example.test/app.apk'],
    ['  http://dl.example.test/app  ', 'http://dl.example.test/app'],
    ['/cdn/royal88/app.mobileconfig', '/cdn/royal88/app.mobileconfig'],
    ['//evil.test/app.apk', undefined],
    ['javascript:alert(1)', undefined],
    ['JAVASCRIPT:alert(1)', undefined],
    ['data:text/html,hi', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('%s → %s', (url, expected) => {
    expect(openableLink(url)).toBe(expected);
  });
});
