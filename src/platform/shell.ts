// How the page runs: a plain browser tab, an installed home-screen app (PWA or iOS web clip), or
// inside the native app shell, whose user agent carries its marker, version and UUID.
import { sessionStore, STORAGE_KEYS } from './storage.ts';

export type Shell = 'browser' | 'pwa' | 'webclip' | 'app';

export interface ShellInfo {
  shell: Shell;
  isIos: boolean;
  /** Major.minor of iOS, when on iOS. */
  iosVersion?: [number, number];
  isAndroid: boolean;
  /** The native shell's version, from its user agent. */
  appVersion?: string;
}

/** The native shell adds `WLApp/<version> (<uuid>)` to its user agent. */
const APP_MARKER = /\bWLApp\/(\d+(?:\.\d+)*)/;

/**
 * The web-clip flag (spec sections 3 and 4) for the browser session: 1 for a home-screen start without
 * the `homescreen` query (an iOS web clip), 0 for one with it (the installed PWA). Kept because the query
 * is gone after the first navigation or a reload.
 */
export const WEB_CLIP_KEY = STORAGE_KEYS.webClip;

export function detectShell(input: { userAgent: string; standalone: boolean; query: URLSearchParams; webClipFlag?: string | null }): ShellInfo {
  const { userAgent, standalone, query } = input;
  const ios = /iPhone|iPad|iPod/.exec(userAgent);
  const version = /OS (\d+)_(\d+)/.exec(userAgent);
  const isAndroid = /Android/i.test(userAgent);
  let shell: Shell = 'browser';
  const app = APP_MARKER.exec(userAgent);
  const fromHomescreen = query.has('homescreen') ? query.get('homescreen') === '1' : input.webClipFlag === '0';
  if (app || query.get('inApp') === '1') shell = 'app';
  else if (standalone) shell = ios && !fromHomescreen ? 'webclip' : 'pwa';
  return {
    shell,
    isIos: Boolean(ios),
    iosVersion: ios && version ? [Number(version[1]), Number(version[2])] : undefined,
    isAndroid,
    ...(app ? { appVersion: app[1] } : {}),
  };
}

/** What the server knows of a visitor's device: nothing, so a plain browser tab on neither iOS nor Android. */
export const UNKNOWN_DEVICE: ShellInfo = { shell: 'browser', isIos: false, isAndroid: false };

export function currentShell(): ShellInfo {
  const standalone =
    (typeof matchMedia === 'function' && matchMedia('(display-mode: standalone)').matches) ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true;
  const info = detectShell({
    userAgent: navigator.userAgent,
    standalone,
    query: new URLSearchParams(location.search),
    webClipFlag: sessionStore.get(WEB_CLIP_KEY),
  });
  if (info.shell === 'webclip' || info.shell === 'pwa') sessionStore.set(WEB_CLIP_KEY, info.shell === 'webclip' ? '1' : '0');
  return info;
}

/** registerMethod of a registration: how the page runs. */
export function registerMethod(shell: Shell): 'APP' | 'H5' | 'PWA' | 'WEBCLIP' {
  return shell === 'app' ? 'APP' : shell === 'pwa' ? 'PWA' : shell === 'webclip' ? 'WEBCLIP' : 'H5';
}

/** Home-screen apps on iOS before 13 lose session storage when switched away: they keep the session in local storage. */
export function keepsSessionLocally(info: ShellInfo): boolean {
  return info.isIos && (info.shell === 'webclip' || info.shell === 'pwa') && (info.iosVersion?.[0] ?? 99) < 13;
}
