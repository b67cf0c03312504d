// How the page runs: a plain browser tab, an installed home-screen app (PWA or iOS web clip), or
// inside the native app shell, whose user agent carries its marker and UUID.

export type Shell = 'browser' | 'pwa' | 'webclip' | 'app';

export interface ShellInfo {
  shell: Shell;
  isIos: boolean;
  /** Major.minor of iOS, when on iOS. */
  iosVersion?: [number, number];
  isAndroid: boolean;
}

/** The native shell adds `WLApp/<version> (<uuid>)` to its user agent. */
const APP_MARKER = /\bWLApp\/[\d.]+/;

export function detectShell(input: { userAgent: string; standalone: boolean; query: URLSearchParams }): ShellInfo {
  const { userAgent, standalone, query } = input;
  const ios = /iPhone|iPad|iPod/.exec(userAgent);
  const version = /OS (\d+)_(\d+)/.exec(userAgent);
  const isAndroid = /Android/i.test(userAgent);
  let shell: Shell = 'browser';
  if (APP_MARKER.test(userAgent) || query.get('inApp') === '1') shell = 'app';
  else if (standalone) shell = ios && query.get('homescreen') !== '1' ? 'webclip' : 'pwa';
  return {
    shell,
    isIos: Boolean(ios),
    iosVersion: ios && version ? [Number(version[1]), Number(version[2])] : undefined,
    isAndroid,
  };
}

export function currentShell(): ShellInfo {
  const standalone =
    (typeof matchMedia === 'function' && matchMedia('(display-mode: standalone)').matches) ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return detectShell({ userAgent: navigator.userAgent, standalone, query: new URLSearchParams(location.search) });
}

/** registerMethod of a registration: how the page runs. */
export function registerMethod(shell: Shell): 'APP' | 'H5' | 'PWA' | 'WEBCLIP' {
  return shell === 'app' ? 'APP' : shell === 'pwa' ? 'PWA' : shell === 'webclip' ? 'WEBCLIP' : 'H5';
}

/** Home-screen apps on iOS before 13 lose session storage when switched away: they keep the session in local storage. */
export function keepsSessionLocally(info: ShellInfo): boolean {
  return info.isIos && (info.shell === 'webclip' || info.shell === 'pwa') && (info.iosVersion?.[0] ?? 99) < 13;
}
