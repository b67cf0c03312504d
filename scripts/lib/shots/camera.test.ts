import { browserPath } from './camera.ts';

const SHELL = '/usr/bin/chromium-headless-shell';
const FULL = '/usr/bin/chromium';

test.each([
  { name: "the system's headless shell when there is one", env: {}, files: [SHELL, FULL], want: SHELL },
  { name: 'the full browser without the shell', env: {}, files: [FULL], want: FULL },
  {
    name: 'CHROMIUM_PATH over the system shell',
    env: { CHROMIUM_PATH: '/opt/chrome/chrome' },
    files: [SHELL, '/opt/chrome/chrome'],
    want: '/opt/chrome/chrome',
  },
  {
    name: 'the headless shell named by its variable first',
    env: { CHROMIUM_HEADLESS_SHELL_PATH: '/opt/shell', CHROMIUM_PATH: '/opt/chrome/chrome' },
    files: ['/opt/shell'],
    want: '/opt/shell',
  },
])('$name', ({ env, files, want }) => {
  expect(browserPath(env, (file) => files.includes(file))).toBe(want);
});

test('no browser at all is said in one line, with what to install', () => {
  expect(() => browserPath({}, () => false)).toThrow(
    'no Chromium at /usr/bin/chromium: install the Debian package chromium-headless-shell (or chromium), or set CHROMIUM_PATH',
  );
});
