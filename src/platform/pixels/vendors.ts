// The pixels' loaders: each vendor's queue is set up first, so calls made before its script arrives
// are kept and played when it does, then its script is added, async. Ids come from the landing query
// (kept in cookies by adClicks.ts), so each is checked against its vendor's format before it is used.
import { DEPOSIT_CONTENT_ID } from './contentIds.ts';

/** The cookie names adClicks.ts keeps the pixel ids under. */
export type PixelIds = Partial<Record<'fb_pixel_id' | 'tiktok_pixel_id' | 'gtag_id' | 'kwai_pixel_id', string>> & Record<string, string>;

export interface PixelVendors {
  start(ids: PixelIds): void;
  deposit(count: number): void;
}

type Queue = ((...args: unknown[]) => void) & Record<string, unknown>;
type PixelWindow = Window & Record<string, unknown>;

const ID_FORMATS = {
  fb_pixel_id: /^\d{6,20}$/,
  tiktok_pixel_id: /^[A-Z0-9]{8,32}$/,
  gtag_id: /^(G|AW|GT|DC)-[A-Z0-9]{4,20}$/,
} as const;

function addScript(doc: Document, src: string): void {
  const script = doc.createElement('script');
  script.async = true;
  script.src = src;
  doc.head.appendChild(script);
}

/** The social pixel's `fbq`: calls queue until fbevents.js takes them over through callMethod. */
function startFacebook(win: PixelWindow, id: string): Queue {
  let fbq = win.fbq as Queue | undefined;
  if (!fbq) {
    const queue: unknown[][] = [];
    const created = ((...args: unknown[]) => {
      const call = created.callMethod as ((...a: unknown[]) => void) | undefined;
      if (call) call(...args);
      else queue.push(args);
    }) as Queue;
    Object.assign(created, { queue, loaded: true, version: '2.0', push: created });
    fbq = created;
    win.fbq = fbq;
    win._fbq ??= fbq;
    addScript(win.document, 'https://connect.facebook.net/en_US/fbevents.js');
  }
  fbq('init', id);
  fbq('track', 'PageView');
  return fbq;
}

const TIKTOK_METHODS = ['page', 'track', 'identify', 'instances', 'debug', 'on', 'off', 'once', 'ready', 'alias', 'group', 'enableCookie', 'disableCookie'];

/** TikTok's `ttq`: an array whose methods push their calls, read by events.js for each loaded id. */
function startTikTok(win: PixelWindow, id: string): Record<string, (...args: unknown[]) => void> {
  const ttq = (win.ttq ??= []) as unknown[] & Record<string, unknown>;
  win.TiktokAnalyticsObject = 'ttq';
  const defer = (target: unknown[] & Record<string, unknown>, method: string) => {
    target[method] = (...args: unknown[]) => target.push([method, ...args]);
  };
  for (const method of TIKTOK_METHODS) defer(ttq, method);
  const source = 'https://analytics.tiktok.com/i18n/pixel/events.js';
  const instances = (ttq._i ??= {}) as Record<string, unknown>;
  instances[id] = Object.assign([], { _u: source });
  ((ttq._t ??= {}) as Record<string, number>)[id] = Date.now();
  ((ttq._o ??= {}) as Record<string, unknown>)[id] = {};
  addScript(win.document, `${source}?sdkid=${encodeURIComponent(id)}&lib=ttq`);
  const api = ttq as unknown as Record<string, (...args: unknown[]) => void>;
  api.page();
  return api;
}

/** The Google tag: `gtag` pushes its arguments to dataLayer. */
function startGtag(win: PixelWindow, id: string): (...args: unknown[]) => void {
  const dataLayer = (win.dataLayer ??= []) as unknown[];
  let gtag = win.gtag as ((...args: unknown[]) => void) | undefined;
  if (!gtag) {
    gtag = function gtag() {
      // The tag reads the arguments object itself, not an array made of it.
      dataLayer.push(arguments);
    };
    win.gtag = gtag;
    gtag('js', new Date());
  }
  addScript(win.document, `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`);
  gtag('config', id);
  return gtag;
}

export function pixelVendors(win: Window): PixelVendors {
  const target = win as PixelWindow;
  const started: ((count: number) => void)[] = [];
  const seen = new Set<string>();
  return {
    start(ids) {
      const fresh = (key: keyof typeof ID_FORMATS) => {
        const id = ids[key];
        if (!id || !ID_FORMATS[key].test(id) || seen.has(`${key}:${id}`)) return undefined;
        seen.add(`${key}:${id}`);
        return id;
      };
      const fb = fresh('fb_pixel_id');
      if (fb) {
        const fbq = startFacebook(target, fb);
        started.push((count) => fbq('track', 'Purchase', { content_ids: [String(DEPOSIT_CONTENT_ID)], content_type: 'product', num_items: count }));
      }
      const tiktok = fresh('tiktok_pixel_id');
      if (tiktok) {
        const ttq = startTikTok(target, tiktok);
        started.push(() => ttq.track('CompletePayment', { content_id: String(DEPOSIT_CONTENT_ID), content_type: 'product' }));
      }
      const gtagId = fresh('gtag_id');
      if (gtagId) {
        const gtag = startGtag(target, gtagId);
        started.push(() => gtag('event', 'purchase', { send_to: gtagId, items: [{ item_id: String(DEPOSIT_CONTENT_ID) }] }));
      }
    },
    deposit(count) {
      for (const track of started) track(count);
    },
  };
}
