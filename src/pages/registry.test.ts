// @vitest-environment jsdom
import { HOME_PATHS, PATHS } from '../rules/paths.ts';
import { ENTRY_PAGES, entryPageAt, pageRegistry, statusScreens } from './registry.ts';

const pages = Object.entries(pageRegistry);
const policyOf = (path: string) => pages.find(([, page]) => (page.paths as readonly string[]).includes(path))?.[1].guard;

describe('page registry', () => {
  test("every route of the product is one entry's, and no path is two entries'", () => {
    const registered = pages.flatMap(([, page]) => page.paths);
    expect([...registered].sort()).toEqual([...HOME_PATHS, ...Object.values(PATHS)].filter((p, i, all) => all.indexOf(p) === i).sort());
    expect(new Set(registered).size).toBe(registered.length);
  });

  test.each([
    ...HOME_PATHS.map((path) => ({ path, policy: 'public' })),
    { path: PATHS.login, policy: 'public' },
    { path: PATHS.register, policy: 'public' },
    { path: PATHS.registerHtml, policy: 'public' },
    { path: PATHS.forgotPassword, policy: 'public' },
    { path: PATHS.inviteFriends, policy: 'public' },
    { path: PATHS.lineSpeedTest, policy: 'public' },
    { path: PATHS.feedback, policy: 'member-else-home' },
    ...[
      PATHS.memberHome,
      PATHS.changePassword,
      PATHS.launchGame,
      PATHS.game,
      PATHS.appDownload,
      PATHS.activity,
      PATHS.rewardCenter,
      PATHS.signIn,
      PATHS.noviceTask,
      PATHS.rescue,
      PATHS.voucherCenter,
      PATHS.leaderBoard,
      PATHS.benefits,
    ].map((path) => ({ path, policy: 'member' })),
  ])('$path is $policy', ({ path, policy }) => {
    expect(policyOf(path)).toBe(policy);
  });

  test.each(pages)('%s loads a component', async (_, page) => {
    expect(typeof (await page.page()).default).toMatch(/function|object/);
  });

  test.each(Object.entries(statusScreens))('status screen %s loads a component', async (_, screen) => {
    expect(typeof (await screen.page()).default).toMatch(/function|object/);
  });

  test('the pages rendered on the server are those whose entry declares a first screen: where a player lands', () => {
    expect(ENTRY_PAGES).toEqual(['home', 'login', 'register', 'inviteFriends']);
    expect([...HOME_PATHS, PATHS.login, PATHS.registerHtml, PATHS.inviteFriends, PATHS.memberHome].map(entryPageAt)).toEqual([
      ...HOME_PATHS.map(() => 'home'),
      'login',
      'register',
      'inviteFriends',
      undefined,
    ]);
  });

  test.each(ENTRY_PAGES)("%s's first screen names the very module the page loads, by which the build's manifest finds its chunk", async (name) => {
    const entry = pageRegistry[name];
    const named = await import(/* @vite-ignore */ `../../${entry.firstScreen.source}`);
    expect(named.default).toBe((await entry.page()).default);
  });
});
