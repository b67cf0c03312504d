// The one door to web push: the browser's notification permission and Firebase Cloud Messaging, whose
// code (firebase/app, firebase/messaging) loads only when a token is asked for. Loaded itself only when
// push is used; tests replace this module, and nothing else of push.
import type { FirebaseApp } from 'firebase/app';
import type { PushPermission, PushSettings } from './types.ts';

/** The worker that shows the pushes, in a scope of its own that no page of the app lives in. */
const PUSH_WORKER_URL = '/m/push-sw.js';
const PUSH_WORKER_SCOPE = '/m/push/';
/** A Firebase app of its own, so the identity provider's project (another, perhaps) is left alone. */
const APP_NAME = 'wl-push';

const hasWebPush = () =>
  typeof window !== 'undefined' && 'Notification' in window && 'serviceWorker' in navigator && 'PushManager' in window && window.isSecureContext;

export function permission(): PushPermission {
  return hasWebPush() ? Notification.permission : 'unsupported';
}

export async function requestPermission(): Promise<PushPermission> {
  if (!hasWebPush()) return 'unsupported';
  return Notification.requestPermission();
}

async function messagingOf(settings: PushSettings) {
  const [{ getApps, initializeApp }, messaging] = await Promise.all([import('firebase/app'), import('firebase/messaging')]);
  const { apiKey, appId, authDomain, projectId, messagingSenderId } = settings;
  const app: FirebaseApp =
    getApps().find((candidate) => candidate.name === APP_NAME) ?? initializeApp({ apiKey, appId, authDomain, projectId, messagingSenderId }, APP_NAME);
  return { module: messaging, instance: messaging.getMessaging(app) };
}

export async function getToken(settings: PushSettings): Promise<string> {
  if (permission() !== 'granted') throw new Error('Notifications are not allowed');
  const [{ module, instance }, registration] = await Promise.all([
    messagingOf(settings),
    navigator.serviceWorker.register(PUSH_WORKER_URL, { scope: PUSH_WORKER_SCOPE }),
  ]);
  return module.getToken(instance, { vapidKey: settings.vapidKey, serviceWorkerRegistration: registration });
}

export async function deleteToken(settings: PushSettings): Promise<void> {
  const { module, instance } = await messagingOf(settings);
  await module.deleteToken(instance);
}
