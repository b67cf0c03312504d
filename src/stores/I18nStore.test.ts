import { I18nStore } from './I18nStore.ts';

const load = vi.hoisted(() => vi.fn(async (code: string, bundle = 'core') => ({ [`${bundle}.${code}`]: [] })));
vi.mock('../i18n/loadMessages.ts', () => ({ loadMessages: load }));

beforeEach(() => load.mockClear());

test('a screen bundle loads once per language and joins the core messages', async () => {
  const i18n = new I18nStore(['EN', 'VI'], ['EN']);
  await i18n.load();
  expect(i18n.hasBundles(['core'])).toBe(true);
  expect(i18n.hasBundles(['account'])).toBe(false);
  await Promise.all([i18n.ensureBundles(['account']), i18n.ensureBundles(['account', 'core'])]);
  expect(load).toHaveBeenCalledTimes(2);
  expect(i18n.hasBundles(['core', 'account'])).toBe(true);
  expect(Object.keys(i18n.messages)).toEqual(['core.EN']);
  expect(Object.keys(i18n.messagesFor(['account'])).sort()).toEqual(['account.EN', 'core.EN']);
  expect(i18n.messagesFor(['account'])).toBe(i18n.messagesFor(['account']));
});

test('switching language brings the open bundles along in the new language', async () => {
  const i18n = new I18nStore(['EN', 'VI'], ['EN']);
  await i18n.load();
  await i18n.ensureBundles(['account']);
  await i18n.setLanguage('VI');
  expect(i18n.hasBundles(['core', 'account'])).toBe(true);
  expect(Object.keys(i18n.messagesFor(['account'])).sort()).toEqual(['account.VI', 'core.VI']);
});

test('a bundle that failed to download is asked for again', async () => {
  const i18n = new I18nStore(['EN'], ['EN']);
  load.mockRejectedValueOnce(new Error('offline'));
  await expect(i18n.ensureBundles(['account'])).rejects.toThrow('offline');
  await i18n.ensureBundles(['account']);
  expect(i18n.hasBundles(['account'])).toBe(true);
});

test("English beneath another language: a bundle's English loads once, and shows only once all asked for are in", async () => {
  const i18n = new I18nStore(['CN', 'EN'], ['CN']);
  expect(i18n.englishFor(['status'])).toBeUndefined();
  await i18n.loadEnglish(['status']);
  await i18n.loadEnglish(['status']);
  expect(load.mock.calls).toEqual([['EN', 'status']]);
  expect(Object.keys(i18n.englishFor(['status'])!)).toEqual(['status.EN']);
  expect(i18n.englishFor(['status'])).toBe(i18n.englishFor(['status']));
  expect(i18n.englishFor(['status', 'account'])).toBeUndefined();
  expect(i18n.language).toBe('CN');
});

test("the merchant's default is no choice of the player; a link, a stored pick or the picker is", async () => {
  expect(new I18nStore(['EN', 'VI'], [null, null], 'EN')).toMatchObject({ language: 'EN', chosenByPlayer: false });
  expect(new I18nStore(['EN', 'VI'], [null, 'XX'], 'VI')).toMatchObject({ language: 'VI', chosenByPlayer: false });
  expect(new I18nStore(['EN', 'VI'], ['en', null], 'VI')).toMatchObject({ language: 'EN', chosenByPlayer: true });
  expect(new I18nStore(['EN', 'VI'], [null, 'VI'], 'EN')).toMatchObject({ language: 'VI', chosenByPlayer: true });
  const i18n = new I18nStore(['EN', 'VI'], [], 'EN');
  await i18n.setLanguage('EN');
  expect(i18n.chosenByPlayer).toBe(true);
});

describe('I18nStore and a page rendered on the server', () => {
  test('seeded bundles are in without a download, in the language shown', async () => {
    load.mockClear();
    const i18n = new I18nStore(['EN', 'CN'], ['CN']);
    i18n.seed({ core: { hello: [] }, account: { login: [] } });
    await i18n.load();
    await i18n.ensureBundles(['account']);
    expect(load).not.toHaveBeenCalled();
    expect(i18n.hasBundles(['account'])).toBe(true);
    expect(Object.keys(i18n.messagesFor(['account']))).toEqual(['hello', 'login']);
  });
});
