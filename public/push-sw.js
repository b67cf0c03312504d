// Shows the merchant's pushes (Firebase Cloud Messaging's web payload) as notifications, and opens the
// app where a tapped one points. Registered by src/platform/push/firebaseMessaging.ts with scope
// /m/push/, where no page lives, so it never stands between the app and its own service worker.
/* eslint-env serviceworker */

const HOME = '/m/home';

/** A link on this site only; anything else (another site, a script URL) opens home. */
function safeLink(link) {
  try {
    const url = new URL(link || HOME, self.location.origin);
    return url.origin === self.location.origin && url.pathname.startsWith('/m/') ? url.href : new URL(HOME, self.location.origin).href;
  } catch {
    return new URL(HOME, self.location.origin).href;
  }
}

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('push', (event) => {
  let payload = {};
  try {
    payload = event.data ? event.data.json() : {};
  } catch {
    payload = { notification: { body: event.data ? event.data.text() : '' } };
  }
  const notification = payload.notification || {};
  const data = payload.data || {};
  const title = notification.title || data.title;
  // A data-only message with nothing to show is the app's business, not the player's.
  if (!title && !notification.body && !data.body) return;
  const link = payload.fcmOptions?.link || notification.click_action || data.link;
  event.waitUntil(
    self.registration.showNotification(title || self.location.hostname, {
      body: notification.body || data.body || '',
      icon: notification.icon || data.icon,
      image: notification.image || data.image,
      tag: payload.collapse_key || undefined,
      data: { link: safeLink(link) },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  // The app's pages are not this worker's to steer, so the link opens in a window of its own.
  event.waitUntil(self.clients.openWindow(event.notification.data?.link || safeLink(HOME)));
});
