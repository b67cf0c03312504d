import { siteConfig, makeStores } from '../../tests/unit/fixtures.tsx';

const storesWith = (downloads: { resourceType: 'Android' | 'IOS' | 'MOBILECONFIG' | 'AppDownloadIcon'; url: string }[]) =>
  makeStores({ ...siteConfig('royal88'), resources: { downloads } });

describe('SiteStore.openAppDownload, the download handler', () => {
  test('opens the Android link on an Android phone, in a new tab without a way back', () => {
    const open = vi.fn();
    const stores = storesWith([{ resourceType: 'Android', url: 'https://dl.test/a.apk' }, { resourceType: 'IOS', url: 'https://apps.test/ios' }]);
    expect(stores.site.openAppDownload({ isIos: false }, open)).toBe(true);
    expect(open).toHaveBeenCalledWith('https://dl.test/a.apk', '_blank', 'noopener');
  });

  test('an iPhone gets the iOS link, or the Android one when the merchant has only that', () => {
    const open = vi.fn();
    const iphone = { isIos: true };
    storesWith([{ resourceType: 'Android', url: 'https://dl.test/a.apk' }, { resourceType: 'IOS', url: 'https://apps.test/ios' }]).site.openAppDownload(iphone, open);
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
});
