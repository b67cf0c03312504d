import { I18nStore } from './I18nStore.ts';

const load = vi.hoisted(() => vi.fn(async (code: string, bundle = 'core') => ({ [`${bundle}.${code}`]: [] })));
vi.mock('../i18n/loadMessages.ts', () => ({ loadMessages: load }));

beforeEach(() => load.mockClear());

test('a screen bundle loads once per language and joins the core messages', async () => {
  const i18n = new I18nStore(['EN', 'VI'], ['EN']);
  await i18n.load();
  expect(i18n.hasBundle('account')).toBe(false);
  await Promise.all([i18n.ensureBundle('account'), i18n.ensureBundle('account')]);
  expect(load).toHaveBeenCalledTimes(2);
  expect(i18n.hasBundle('account')).toBe(true);
  expect(Object.keys(i18n.messages).sort()).toEqual(['account.EN', 'core.EN']);
});

test('switching language brings the open bundles along in the new language', async () => {
  const i18n = new I18nStore(['EN', 'VI'], ['EN']);
  await i18n.load();
  await i18n.ensureBundle('account');
  await i18n.setLanguage('VI');
  expect(i18n.hasBundle('account')).toBe(true);
  expect(Object.keys(i18n.messages).sort()).toEqual(['account.VI', 'core.VI']);
});
