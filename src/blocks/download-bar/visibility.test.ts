import { downloadBarVisible } from './visibility.ts';

const links = { androidLink: 'a.apk', iosLink: 'ios' };

describe('downloadBarVisible', () => {
  test.each([
    { name: 'a browser with links', input: { shell: 'browser', hiddenThisSession: false, ...links }, visible: true },
    { name: 'inside the app', input: { shell: 'app', hiddenThisSession: false, ...links }, visible: false },
    { name: 'the home-screen version', input: { shell: 'pwa', hiddenThisSession: false, ...links }, visible: false },
    { name: 'a web clip with an iOS link', input: { shell: 'webclip', hiddenThisSession: false, ...links }, visible: true },
    { name: 'a web clip without an iOS link', input: { shell: 'webclip', hiddenThisSession: false, androidLink: 'a.apk' }, visible: false },
    { name: 'no link set up', input: { shell: 'browser', hiddenThisSession: false }, visible: false },
    { name: 'closed this session', input: { shell: 'browser', hiddenThisSession: true, ...links }, visible: false },
  ] as const)('$name: $visible', ({ input, visible }) => {
    expect(downloadBarVisible(input)).toBe(visible);
  });
});
