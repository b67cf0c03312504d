// The pixels' loaders (the social pixel, TikTok, the Google tag and Kwai): each vendor's queue is set up first, so calls made before its script arrives
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
  kwai_pixel_id: /^[A-Za-z0-9_-]{6,40}$/,
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

/** The methods TikTok's and Kwai's loaders (one shape: Kwai's pixel is built on TikTok's) queue until their script runs. */
const QUEUED_METHODS = ['page', 'track', 'identify', 'instances', 'debug', 'on', 'off', 'once', 'ready', 'alias', 'group', 'enableCookie', 'disableCookie'];

type QueuedPixel = unknown[] & Record<string, unknown>;
type PixelApi = Record<string, (...args: unknown[]) => void>;

/**
 * A TikTok-shaped pixel: an array under `name` whose methods push their calls, plus per id the time it was
 * loaded and an instance queue, all read by the script (given `sdkid` and `lib`) when it arrives.
 */
function startQueuedPixel(win: PixelWindow, vendor: { name: string; marker: string; source: string }, id: string): { all: PixelApi; instance: PixelApi } {
  const queue = (win[vendor.name] ??= []) as QueuedPixel;
  win[vendor.marker] = vendor.name;
  const defer = (target: QueuedPixel, method: string) => {
    target[method] = (...args: unknown[]) => target.push([method, ...args]);
  };
  for (const method of QUEUED_METHODS) defer(queue, method);
  const instances = (queue._i ??= {}) as Record<string, QueuedPixel>;
  const instance = (instances[id] ??= Object.assign([] as unknown[], { _u: vendor.source }) as unknown as QueuedPixel);
  for (const method of QUEUED_METHODS) defer(instance, method);
  ((queue._t ??= {}) as Record<string, number>)[id] = Date.now();
  ((queue._o ??= {}) as Record<string, unknown>)[id] = {};
  addScript(win.document, `${vendor.source}?sdkid=${encodeURIComponent(id)}&lib=${vendor.name}`);
  return { all: queue as unknown as PixelApi, instance: instance as unknown as PixelApi };
}

/** TikTok's `ttq`. */
function startTikTok(win: PixelWindow, id: string): PixelApi {
  const { all } = startQueuedPixel(win, { name: 'ttq', marker: 'TiktokAnalyticsObject', source: 'https://analytics.tiktok.com/i18n/pixel/events.js' }, id);
  all.page();
  return all;
}

/** Kwai's `kwaiq`: events go to the pixel's own instance, as Kwai's snippet sends them. */
function startKwai(win: PixelWindow, id: string): PixelApi {
  const { all, instance } = startQueuedPixel(
    win,
    { name: 'kwaiq', marker: 'KwaiAnalyticsObject', source: 'https://s1.kwai.net/kos/s101/nlav11187/pixel/events.js' },
    id,
  );
  all.page();
  return instance;
}

/** The Google tag: `gtag` pushes its arguments to dataLayer. */
function startGtag(win: PixelWindow, id: string): (...args: unknown[]) => void {
  const dataLayer = (win.dataLayer ??= []) as unknown[];
  let gtag = win.gtag as ((...args: unknown[]) => void) | undefined;
  if (!gtag) {
    gtag = function gtag() {
      // biome-ignore lint/complexity/noArguments: the tag reads the arguments object itself, not an array made of it
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
      const kwai = fresh('kwai_pixel_id');
      if (kwai) {
        const kwaiq = startKwai(target, kwai);
        started.push(() => kwaiq.track('EVENT_PURCHASE', { content_id: String(DEPOSIT_CONTENT_ID), content_type: 'product' }));
      }
    },
    deposit(count) {
      for (const track of started) track(count);
    },
  };
}
