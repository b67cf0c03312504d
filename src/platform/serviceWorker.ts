// The service worker of the installed web app (/m/sw.js, built by Workbox with the app). Registered
// once the first screen is drawn, so installing it never competes with the first load.

export const SERVICE_WORKER_URL = '/m/sw.js';
export const SERVICE_WORKER_SCOPE = '/m/';

/**
 * Registers the service worker where the browser has them and the page is in its scope; resolves to the
 * registration, or undefined where there is none. A failure is reported, never thrown: the site works
 * without it.
 */
export async function registerServiceWorker(): Promise<ServiceWorkerRegistration | undefined> {
  // The development server builds no service worker.
  if (import.meta.env.DEV || !('serviceWorker' in navigator) || !location.pathname.startsWith(SERVICE_WORKER_SCOPE)) return undefined;
  try {
    // The browser asks for sw.js itself on every check, never from its HTTP cache.
    return await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: SERVICE_WORKER_SCOPE, updateViaCache: 'none' });
  } catch (error) {
    console.warn('Service worker not registered:', error);
    return undefined;
  }
}

/** The cache of what the offline page reads (scripts/build/offlinePage.ts looks the config up in every cache). */
const OFFLINE_CACHE = 'wl-offline';

/**
 * Keeps the site config as the API answers it for the offline page: a page rendered on the server
 * carried its config and never asked the API, so the worker's content cache may not hold it.
 */
export async function keepSiteConfigForOffline(config: unknown): Promise<void> {
  if (typeof caches === 'undefined') return;
  try {
    const cache = await caches.open(OFFLINE_CACHE);
    await cache.put('/wps/system/config', new Response(JSON.stringify({ success: true, value: config }), { headers: { 'Content-Type': 'application/json' } }));
  } catch {
    // Storage refused (a private window, a full quota): the offline page then shows in neutral colours.
  }
}
