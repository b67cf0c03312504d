// @vitest-environment jsdom
import { pixelVendors } from './vendors.ts';

const scripts = () => [...document.head.querySelectorAll('script')].map((s) => s.src);
type Recorded = { queue?: unknown[][] } & ((...args: unknown[]) => void);

afterEach(() => {
  document.head.innerHTML = '';
  for (const key of ['fbq', '_fbq', 'ttq', 'TiktokAnalyticsObject', 'gtag', 'dataLayer']) delete (window as unknown as Record<string, unknown>)[key];
});

describe('pixel vendors', () => {
  test('each pixel named by a well-formed id loads its script and queues its first calls', () => {
    pixelVendors(window).start({ fb_pixel_id: '123456789', tiktok_pixel_id: 'C0FFEE12345', gtag_id: 'G-AB12CD34' });
    expect(scripts()).toEqual([
      'https://connect.facebook.net/en_US/fbevents.js',
      'https://analytics.tiktok.com/i18n/pixel/events.js?sdkid=C0FFEE12345&lib=ttq',
      'https://www.googletagmanager.com/gtag/js?id=G-AB12CD34',
    ]);
    const w = window as unknown as { fbq: Recorded; ttq: unknown[]; dataLayer: IArguments[] };
    expect(w.fbq.queue).toEqual([
      ['init', '123456789'],
      ['track', 'PageView'],
    ]);
    expect([...w.ttq]).toEqual([['page']]);
    expect(w.dataLayer.map((args) => [...args][0])).toEqual(['js', 'config']);
  });

  test('a deposit is told to every started pixel with content id 99', () => {
    const vendors = pixelVendors(window);
    vendors.start({ fb_pixel_id: '123456789', tiktok_pixel_id: 'C0FFEE12345' });
    vendors.deposit(2);
    const w = window as unknown as { fbq: Recorded; ttq: unknown[] };
    expect(w.fbq.queue?.at(-1)).toEqual(['track', 'Purchase', { content_ids: ['99'], content_type: 'product', num_items: 2 }]);
    expect(w.ttq.at(-1)).toEqual(['track', 'CompletePayment', { content_id: '99', content_type: 'product' }]);
  });

  test("a Kwai pixel id loads Kwai's script, counts the page and tells its own instance of a deposit", () => {
    const vendors = pixelVendors(window);
    vendors.start({ kwai_pixel_id: '291776767653813' });
    expect(scripts()).toEqual(['https://s1.kwai.net/kos/s101/nlav11187/pixel/events.js?sdkid=291776767653813&lib=kwaiq']);
    const w = window as unknown as { kwaiq: unknown[] & { _i: Record<string, unknown[]> }; KwaiAnalyticsObject: string };
    expect(w.KwaiAnalyticsObject).toBe('kwaiq');
    expect([...w.kwaiq]).toEqual([['page']]);
    vendors.deposit(1);
    expect([...w.kwaiq._i['291776767653813']!]).toEqual([['track', 'EVENT_PURCHASE', { content_id: '99', content_type: 'product' }]]);
  });

  test('a malformed Kwai id loads nothing', () => {
    pixelVendors(window).start({ kwai_pixel_id: '1"><img>' });
    expect(scripts()).toEqual([]);
  });

  test('malformed ids (they come from the address bar) and repeated starts load nothing more', () => {
    const vendors = pixelVendors(window);
    vendors.start({ fb_pixel_id: '12"><script>', tiktok_pixel_id: 'lower-case', gtag_id: 'UA-1' });
    expect(scripts()).toEqual([]);
    vendors.start({ gtag_id: 'G-AB12CD34' });
    vendors.start({ gtag_id: 'G-AB12CD34' });
    expect(scripts()).toHaveLength(1);
  });
});
