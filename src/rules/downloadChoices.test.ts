import { appDownloadPromotion, downloadChoices } from './downloadChoices.ts';

describe('downloadChoices', () => {
  const links = { androidLink: 'https://dl.test/a.apk', iosLink: 'https://apps.test/ios', profileLink: 'https://dl.test/p.mobileconfig' };
  test.each([
    ['Android, browser offers install', { ...links, isIos: false, canPromptInstall: true, installed: false }, ['android', 'homeScreen', 'ios']],
    ['Android, no install offer', { ...links, isIos: false, canPromptInstall: false, installed: false }, ['android', 'ios']],
    ['iPhone in Safari', { ...links, isIos: true, canPromptInstall: false, installed: false }, ['ios', 'profile', 'homeScreen', 'android']],
    ['iPhone already on the home screen', { ...links, isIos: true, canPromptInstall: false, installed: true }, ['ios', 'profile', 'android']],
    ['no links, Android', { isIos: false, canPromptInstall: false, installed: false }, []],
    ['a script link is no choice', { androidLink: 'javascript:alert(1)', isIos: false, canPromptInstall: false, installed: false }, []],
  ] as const)('%s', (_name, input, choices) => {
    expect(downloadChoices(input)).toEqual(choices);
  });
});

describe('appDownloadPromotion', () => {
  const now = Date.parse('2026-06-01T00:00:00Z');
  const promotion = (id: number, promotionType: string, enabled: boolean, endTime?: string) => ({ id, promotionType, enabled, endTime });
  test.each([
    ['a running app-download promotion', [promotion(1, 'LOGIN', true), promotion(2, 'APP_DOWNLOAD', true)], 2],
    ['switched off', [promotion(2, 'APP_DOWNLOAD', false)], undefined],
    ['ended', [promotion(2, 'APP_DOWNLOAD', true, '2026-01-01T00:00:00Z')], undefined],
    ['none of that type', [promotion(1, 'LOGIN', true)], undefined],
  ] as const)('%s', (_name, promotions, id) => {
    expect(appDownloadPromotion(promotions, now)?.id).toBe(id);
  });
});
