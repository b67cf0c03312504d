import { appUpgradeClosable, appUpgradeDue, compareVersions, downloadsDirectly, isUpgradeable, type AppUpgradeInput } from './appUpgrade.ts';

test.each([
  { a: '2.4.39', b: '2.4.4', order: 1 },
  { a: '2.4.4', b: '2.4.39', order: -1 },
  { a: '2.5', b: '2.5.0', order: 0 },
  { a: '10.0.0', b: '9.9.9', order: 1 },
  { a: '2.4.39', b: '2.4.39', order: 0 },
])('$a against $b: $order', ({ a, b, order }) => {
  expect(compareVersions(a, b)).toBe(order);
});

test.each([
  { installed: '2.4.30', latest: '2.5.0', upgradeable: true },
  { installed: '2.5.0', latest: '2.5.0', upgradeable: false },
  { installed: '2.6.0', latest: '2.5.0', upgradeable: false },
  { installed: '2.4.30', latest: undefined, upgradeable: false },
])('$installed with $latest out: $upgradeable', ({ installed, latest, upgradeable }) => {
  expect(isUpgradeable(installed, latest)).toBe(upgradeable);
});

const base: AppUpgradeInput = { shell: 'app', appVersion: '2.4.30', upgradeable: true, hasAppLink: true };

test.each([
  { name: 'in the app with a newer version out and a link', over: {}, due: true },
  { name: 'in a browser tab', over: { shell: 'browser' as const }, due: false },
  { name: 'in a home-screen app', over: { shell: 'pwa' as const }, due: false },
  { name: 'in the app without a version in its user agent', over: { appVersion: undefined }, due: false },
  { name: 'when the app is up to date', over: { upgradeable: false }, due: false },
  { name: 'without an app link', over: { hasAppLink: false }, due: false },
])('$name: $due', ({ over, due }) => {
  expect(appUpgradeDue({ ...base, ...over })).toBe(due);
});

test.each([
  { version: '2.4.38', direct: false },
  { version: '2.4.39', direct: true },
  { version: '2.10.0', direct: true },
  { version: undefined, direct: false },
])('app $version downloads directly: $direct', ({ version, direct }) => {
  expect(downloadsDirectly(version)).toBe(direct);
});

test('the close button hides when updates are mandatory', () => {
  expect(appUpgradeClosable(true)).toBe(false);
  expect(appUpgradeClosable(false)).toBe(true);
});
