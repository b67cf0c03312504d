import { appDownloadBonusOn, type PromotionAvailability } from './appDownloadBonus.ts';

describe('appDownloadBonusOn', () => {
  const cases: [string, PromotionAvailability | undefined, boolean][] = [
    ['not answered yet', undefined, false],
    ['no promotion of any type', {}, false],
    ['only other types', { LOGIN: { enabled: true, count: 1 } }, false],
    ['an app-download promotion switched on', { APP_DOWNLOAD: { enabled: true, count: 1 } }, true],
    ['an app-download promotion switched off', { APP_DOWNLOAD: { enabled: false, count: 0 } }, false],
    ['enabled follows the flag, not the count', { APP_DOWNLOAD: { enabled: true, count: 0 } }, true],
  ];
  test.each(cases)('%s', (_name, available, expected) => {
    expect(appDownloadBonusOn(available)).toBe(expected);
  });
});
