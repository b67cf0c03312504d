import { bindingAction, PUSH_TOKEN_REFRESH_MS, pushPromptDue, refreshDelay, type BindingInput, type PushPromptInput } from './push.ts';

const due: PushPromptInput = { configured: true, permission: 'default', loggedIn: true, shell: 'browser', dismissedThisSession: false, waited: true };

describe('pushPromptDue', () => {
  test.each<[string, Partial<PushPromptInput>, boolean]>([
    ['a member in a browser, not asked yet', {}, true],
    ['a member of a home-screen app', { shell: 'pwa' }, true],
    ['an iOS web clip', { shell: 'webclip' }, true],
    ['denied: shows the tip', { permission: 'denied' }, true],
    ['already allowed', { permission: 'granted' }, false],
    ['a browser without web push', { permission: 'unsupported' }, false],
    ['inside the native app', { shell: 'app' }, false],
    ['a visitor', { loggedIn: false }, false],
    ['no push config', { configured: false }, false],
    ['dismissed this session', { dismissedThisSession: true }, false],
    ['before its delay', { waited: false }, false],
  ])('%s', (_name, change, expected) => {
    expect(pushPromptDue({ ...due, ...change })).toBe(expected);
  });
});

const now = 1_800_000_000_000;
const binding = { token: 't1', member: '7', boundAt: now - 1000 };

describe('bindingAction', () => {
  test.each<[string, Partial<BindingInput>, ReturnType<typeof bindingAction>]>([
    ['login with permission: bind', { binding: undefined }, 'bind'],
    ['bound to this member: nothing', {}, 'none'],
    ['6 days 23 h old: nothing yet', { binding: { ...binding, boundAt: now - PUSH_TOKEN_REFRESH_MS + 3_600_000 } }, 'none'],
    ['7 days old: refresh', { binding: { ...binding, boundAt: now - PUSH_TOKEN_REFRESH_MS } }, 'refresh'],
    ['bound to another member: unbind first', { member: '8' }, 'unbind'],
    ['logged out with a binding left: unbind', { member: undefined }, 'unbind'],
    ['logged out, nothing bound: nothing', { member: undefined, binding: undefined }, 'none'],
    ['permission taken back: unbind', { permission: 'denied' }, 'unbind'],
    ['not asked yet: nothing to bind', { permission: 'default', binding: undefined }, 'none'],
    ['no web push: nothing', { permission: 'unsupported', binding: undefined }, 'none'],
  ])('%s', (_name, change, expected) => {
    expect(bindingAction({ member: '7', permission: 'granted', binding, now, ...change })).toBe(expected);
  });
});

describe('refreshDelay', () => {
  test.each([
    [0, PUSH_TOKEN_REFRESH_MS],
    [PUSH_TOKEN_REFRESH_MS - 5, 5],
    [PUSH_TOKEN_REFRESH_MS, 0],
    [PUSH_TOKEN_REFRESH_MS * 2, 0],
  ])('bound %d ms ago: %d ms to wait', (age, expected) => {
    expect(refreshDelay({ token: 't', member: '1', boundAt: now - age }, now)).toBe(expected);
  });
});
