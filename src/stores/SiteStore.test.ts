import type { SiteConfig } from '../config/types.generated.ts';
import { siteConfig, makeStores } from '../../tests/unit/fixtures.tsx';

const storesWith = (downloads: { resourceType: 'Android' | 'IOS' | 'MOBILECONFIG' | 'AppDownloadIcon'; url: string }[]) =>
  makeStores({ ...siteConfig('royal88'), resources: { downloads } });

describe('SiteStore.openAppDownload, the download handler', () => {
  test('opens the Android link on an Android phone, in a new tab without a way back', () => {
    const open = vi.fn();
    const stores = storesWith([
      { resourceType: 'Android', url: 'https://dl.test/a.apk' },
      { resourceType: 'IOS', url: 'https://apps.test/ios' },
    ]);
    expect(stores.site.openAppDownload({ isIos: false }, open)).toBe(true);
    expect(open).toHaveBeenCalledWith('https://dl.test/a.apk', '_blank', 'noopener');
  });

  test('an iPhone gets the iOS link, or the Android one when the merchant has only that', () => {
    const open = vi.fn();
    const iphone = { isIos: true, safari: true };
    storesWith([
      { resourceType: 'Android', url: 'https://dl.test/a.apk' },
      { resourceType: 'IOS', url: 'https://apps.test/ios' },
    ]).site.openAppDownload(iphone, open);
    storesWith([{ resourceType: 'Android', url: 'https://dl.test/a.apk' }]).site.openAppDownload(iphone, open);
    expect(open.mock.calls.map((call) => call[0])).toEqual(['https://apps.test/ios', 'https://dl.test/a.apk']);
  });

  test('does nothing without an app link, or with a link that is not a web address', () => {
    const open = vi.fn();
    const android = { isIos: false };
    expect(storesWith([{ resourceType: 'AppDownloadIcon', url: '/cdn/x/icon.svg' }]).site.openAppDownload(android, open)).toBe(false);
    expect(storesWith([{ resourceType: 'Android', url: 'javascript:alert(1)' }]).site.openAppDownload(android, open)).toBe(false);
    expect(open).not.toHaveBeenCalled();
  });

  test('an iPhone outside Safari is told to use Safari, and nothing opens; inside the app shell it opens', () => {
    const open = vi.fn();
    const stores = storesWith([{ resourceType: 'IOS', url: 'https://apps.test/ios' }]);
    expect(stores.site.openAppDownload({ isIos: true, safari: false, shell: 'browser' }, open)).toBe(false);
    expect(open).not.toHaveBeenCalled();
    expect(stores.alerts.alerts).toEqual([{ messageId: 'app_download_safari_required', bundle: 'app-download' }]);
    expect(stores.site.openAppDownload({ isIos: true, safari: false, shell: 'app' }, open)).toBe(true);
    expect(open).toHaveBeenCalledWith('https://apps.test/ios', '_blank', 'noopener');
  });

  test('the safari check reads the user agent when the caller does not say', () => {
    const open = vi.fn();
    const stores = storesWith([{ resourceType: 'MOBILECONFIG', url: 'https://dl.test/p.mobileconfig' }]);
    const ua = vi.spyOn(navigator, 'userAgent', 'get');
    ua.mockReturnValue(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
    );
    expect(stores.site.openDownload(stores.site.download('MOBILECONFIG'), { isIos: true }, open)).toBe(true);
    ua.mockReturnValue(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/122.0 Mobile/15E148 Safari/604.1',
    );
    expect(stores.site.openDownload(stores.site.download('MOBILECONFIG'), { isIos: true }, open)).toBe(false);
    ua.mockRestore();
    expect(open).toHaveBeenCalledTimes(1);
  });
});

describe('SiteStore.flagOptions: a flag with its schema defaults', () => {
  const withFlags = (whitelabel: SiteConfig['whitelabel']) => makeStores({ ...siteConfig('royal88'), whitelabel }).site;

  test.each<{ name: string; whitelabel: SiteConfig['whitelabel']; expected: Record<string, unknown> }>([
    {
      name: 'left out: off, with every default',
      whitelabel: {},
      expected: { enabled: false, preferredWay: 'app', maxCloseTimes: -1, depositTimes: -1, firstDepositCheck: false, loginRequired: false },
    },
    {
      name: 'on with nothing else: the defaults fill the rest',
      whitelabel: { A2HS3: { enabled: true } },
      expected: { enabled: true, preferredWay: 'app', maxCloseTimes: -1, depositTimes: -1, firstDepositCheck: false, loginRequired: false },
    },
    {
      name: 'what the merchant wrote wins over a default',
      whitelabel: { A2HS3: { enabled: true, preferredWay: 'pwa', maxCloseTimes: 3, depositDomains: ['pay.test'] } },
      expected: {
        enabled: true,
        preferredWay: 'pwa',
        maxCloseTimes: 3,
        depositTimes: -1,
        firstDepositCheck: false,
        loginRequired: false,
        depositDomains: ['pay.test'],
      },
    },
  ])('$name', ({ whitelabel, expected }) => {
    expect(withFlags(whitelabel).flagOptions('A2HS3')).toEqual(expected);
  });

  test("the force-download flag's own defaults, from its schema", () => {
    expect(withFlags({ FORCEDOWNLOAD3: { enabled: true } }).flagOptions('FORCEDOWNLOAD3')).toEqual({ enabled: true, depositThreshold: 5, maxCloseTimes: 5 });
  });
});
