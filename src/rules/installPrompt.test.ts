import { depositDomainListed, installButtons, installPromptDelay, installPromptDue, needsDeposits, type InstallPromptInput } from './installPrompt.ts';

const base: InstallPromptInput = {
  enabled: true,
  pathname: '/m/home',
  blocked: false,
  shell: 'browser',
  skippedThisSession: false,
  loginRequired: false,
  loggedIn: false,
  closeTimes: 0,
  maxCloseTimes: -1,
  depositDomainListed: true,
  depositTimes: -1,
  firstDepositCheck: false,
  deposits: undefined,
  firstDeposit: undefined,
  hasChoice: true,
};

describe('installPromptDue', () => {
  test.each<[string, Partial<InstallPromptInput>, boolean]>([
    ['a visitor on /m/home in a browser', {}, true],
    ['on /m/index.html', { pathname: '/m/index.html' }, true],
    ['on another home alias', { pathname: '/m/' }, false],
    ['on another page', { pathname: '/m/login' }, false],
    ['A2HS3 off', { enabled: false }, false],
    ['maintenance or region block', { blocked: true }, false],
    ['inside the app', { shell: 'app' }, false],
    ['the installed PWA', { shell: 'pwa' }, false],
    ['a home-screen web clip', { shell: 'webclip' }, false],
    ['declined this session', { skippedThisSession: true }, false],
    ['nothing to offer', { hasChoice: false }, false],
    ['login required, visitor', { loginRequired: true }, false],
    ['login required, member', { loginRequired: true, loggedIn: true }, true],
    ['no close limit, closed many times', { closeTimes: 40 }, true],
    ['closed fewer times than the limit', { closeTimes: 2, maxCloseTimes: 3 }, true],
    ['closed as often as the limit', { closeTimes: 3, maxCloseTimes: 3 }, false],
    ['installed (counter 99)', { closeTimes: 99, maxCloseTimes: 5 }, false],
    ['limit 0 never shows', { closeTimes: 0, maxCloseTimes: 0 }, false],
    ['deposit rule, deposits unknown yet', { loggedIn: true, depositTimes: 3 }, false],
    ['deposit rule, fewer deposits', { loggedIn: true, depositTimes: 3, deposits: 2 }, true],
    ['deposit rule, deposits reached', { loggedIn: true, depositTimes: 3, deposits: 3 }, false],
    ['deposit rule on a domain not listed', { loggedIn: true, depositTimes: 3, deposits: 9, depositDomainListed: false }, true],
    ['deposit rule never counts for a visitor', { depositTimes: 0, deposits: undefined }, true],
    ['deposit times -1', { loggedIn: true, deposits: 50 }, true],
    ['first-deposit check, first deposit made', { loggedIn: true, firstDepositCheck: true, deposits: 1, firstDeposit: 'Y' }, false],
    ['first-deposit check, none yet', { loggedIn: true, firstDepositCheck: true, deposits: 0, firstDeposit: 'N' }, true],
    ['first-deposit check off, first deposit made', { loggedIn: true, deposits: 1, firstDeposit: 'Y' }, true],
  ])('%s: %s', (_name, change, due) => {
    expect(installPromptDue({ ...base, ...change })).toBe(due);
  });
});

describe('needsDeposits', () => {
  test.each([
    [{ loggedIn: false, depositDomainListed: true, depositTimes: 3, firstDepositCheck: true }, false],
    [{ loggedIn: true, depositDomainListed: true, depositTimes: -1, firstDepositCheck: false }, false],
    [{ loggedIn: true, depositDomainListed: true, depositTimes: 0, firstDepositCheck: false }, true],
    [{ loggedIn: true, depositDomainListed: false, depositTimes: 3, firstDepositCheck: false }, false],
    [{ loggedIn: true, depositDomainListed: false, depositTimes: 3, firstDepositCheck: true }, true],
  ])('%o: %s', (input, needed) => {
    expect(needsDeposits(input)).toBe(needed);
  });
});

describe('depositDomainListed', () => {
  test.each<[string, string[] | undefined, boolean]>([
    ['m.xoso68.test', ['m.xoso68.test'], true],
    ['M.XOSO68.TEST', [' m.xoso68.test '], true],
    ['xoso68.test', ['m.xoso68.test'], false],
    ['anything.test', [], true],
    ['anything.test', undefined, true],
  ])('%s in %o: %s', (host, domains, listed) => {
    expect(depositDomainListed(host, domains)).toBe(listed);
  });
});

describe('installButtons', () => {
  test.each([
    [
      'Android, browser offers install',
      { isIos: false, preferredWay: 'pwa', canPromptInstall: true, hasAppLink: true },
      { app: true, webApp: true, preferred: 'app' },
    ],
    [
      'Android, no install offer',
      { isIos: false, preferredWay: 'app', canPromptInstall: false, hasAppLink: true },
      { app: true, webApp: false, preferred: 'app' },
    ],
    [
      'iOS, preferred way pwa',
      { isIos: true, preferredWay: 'pwa', canPromptInstall: false, hasAppLink: true },
      { app: true, webApp: true, preferred: 'webApp' },
    ],
    ['iOS, preferred way app', { isIos: true, preferredWay: 'app', canPromptInstall: false, hasAppLink: true }, { app: true, webApp: true, preferred: 'app' }],
    [
      'iOS without an app link',
      { isIos: true, preferredWay: 'app', canPromptInstall: false, hasAppLink: false },
      { app: false, webApp: true, preferred: 'webApp' },
    ],
    ['Android, neither', { isIos: false, preferredWay: 'app', canPromptInstall: false, hasAppLink: false }, { app: false, webApp: false, preferred: 'app' }],
  ] as const)('%s', (_name, input, buttons) => {
    expect(installButtons(input)).toEqual(buttons);
  });
});

test('the first wait is 2 s, later ones 1 s', () => {
  expect([installPromptDelay(false), installPromptDelay(true)]).toEqual([2000, 1000]);
});
