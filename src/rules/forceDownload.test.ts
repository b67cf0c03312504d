import { forceDownloadDue, type ForceDownloadInput } from './forceDownload.ts';

const base: ForceDownloadInput = {
  enabled: true,
  pathname: '/m/home',
  loggedIn: true,
  shell: 'browser',
  hasAppLink: true,
  deposits: 0,
  depositThreshold: 5,
  closeTimes: 0,
  maxCloseTimes: 5,
  closedAtDeposits: undefined,
};

test.each([
  { name: 'a member on home in a browser tab', over: {}, due: true },
  { name: 'on the bare root', over: { pathname: '/' }, due: true },
  { name: 'in a home-screen app', over: { shell: 'pwa' as const }, due: true },
  { name: 'in a web clip', over: { shell: 'webclip' as const }, due: true },
  { name: 'with the flag off', over: { enabled: false }, due: false },
  { name: 'on another page', over: { pathname: '/m/member/home' }, due: false },
  { name: 'for a visitor', over: { loggedIn: false }, due: false },
  { name: 'inside the native app', over: { shell: 'app' as const }, due: false },
  { name: 'without an app link', over: { hasAppLink: false }, due: false },
  { name: 'before the first deposit count', over: { deposits: undefined }, due: false },
  { name: 'at the threshold', over: { deposits: 5 }, due: true },
  { name: 'past the threshold', over: { deposits: 6 }, due: false },
  { name: 'past a threshold of 0', over: { deposits: 1, depositThreshold: 0 }, due: false },
  { name: 'closed as often as the limit', over: { closeTimes: 5 }, due: true },
  { name: 'closed more often than the limit', over: { closeTimes: 6 }, due: false },
  { name: 'closed often with no limit', over: { closeTimes: 60, maxCloseTimes: -1 }, due: true },
  { name: 'closed at this count', over: { deposits: 2, closedAtDeposits: 2 }, due: false },
  { name: 'closed, then a deposit went through', over: { deposits: 3, closedAtDeposits: 2 }, due: true },
  { name: 'closed, then a deposit past the threshold', over: { deposits: 6, closedAtDeposits: 5 }, due: false },
])('$name: $due', ({ over, due }) => {
  expect(forceDownloadDue({ ...base, ...over })).toBe(due);
});
