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
