// @vitest-environment jsdom
import { HOME_PATHS, PATHS } from '../rules/paths.ts';
import { pageRegistry, statusScreens } from './registry.ts';

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
});
