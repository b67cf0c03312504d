import { reloadAfterUpdate } from './appUpdate.ts';

describe('reloadAfterUpdate', () => {
  test.each([
    ['/m/home', 'in-place'],
    ['/m/index.html', 'in-place'],
    ['/m/', 'in-place'],
    ['/', 'in-place'],
    ['/m/activity', 'in-place'],
    ['/m/member/home', 'in-place'],
    ['/m/member/home/', 'in-place'],
    ['/m/login', 'in-place'],
    ['/m/register.html', 'in-place'],
    ['/m/voucherCenter', 'home'],
    ['/m/activity/signIn', 'home'],
    ['/m/game', 'home'],
    ['/m/changePsw', 'home'],
    ['/m/nowhere', 'home'],
  ])('%s reloads %s', (pathname, kind) => {
    const plan = reloadAfterUpdate(pathname);
    expect(plan.kind).toBe(kind);
    if (plan.kind === 'home') expect(plan.path).toBe('/m/home');
  });
});
