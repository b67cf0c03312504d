// The one door to the bot-check (Geetest-shaped) script: loading it from the merchant's servers in
// turn, each with a 3 s time-out, and starting a captcha. Tests replace this module.

export const SCRIPT_TIMEOUT_MS = 3_000;
/** The script did not arrive from any server in time. */
export const SCRIPT_TIMEOUT = 60204;
/** The script arrived but its resources did not (its entry point is missing). */
export const RESOURCE_TIMEOUT = 60205;
/** A call the script made failed (Geetest's 605xx family; the local stand-in's only code). */
export const REQUEST_FAILED = 60500;

export type CaptchaVersion = 'v3' | 'v4';

export interface CaptchaObj {
  onReady(fn: () => void): CaptchaObj;
  onSuccess(fn: () => void): CaptchaObj;
  onError(fn: (error: { error_code?: number | string; code?: number | string; msg?: string }) => void): CaptchaObj;
  onClose(fn: () => void): CaptchaObj;
  verify(): void;
  getValidate(): Record<string, string | number> | false | undefined;
  reset(): void;
  destroy?(): void;
}

export class BotCheckError extends Error {
  constructor(
    readonly code: number | string,
    message: string,
  ) {
    super(message);
    this.name = 'BotCheckError';
  }
}

type InitFn = (options: Record<string, unknown>, callback: (captcha: CaptchaObj) => void) => void;
type GeetestWindow = Window & { initGeetest?: InitFn; initGeetest4?: InitFn };

const entryPoint = (version: CaptchaVersion): 'initGeetest' | 'initGeetest4' => (version === 'v4' ? 'initGeetest4' : 'initGeetest');

function loadScript(src: string, timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    const timer = setTimeout(() => {
      script.remove();
      reject(new BotCheckError(SCRIPT_TIMEOUT, 'Network failure'));
    }, timeoutMs);
    script.src = src;
    script.async = true;
    script.onload = () => {
      clearTimeout(timer);
      resolve();
    };
    script.onerror = () => {
      clearTimeout(timer);
      script.remove();
      reject(new BotCheckError(SCRIPT_TIMEOUT, 'Network failure'));
    };
    document.head.append(script);
  });
}

let loaded: Promise<void> | undefined;

/** Loads gt.js from the first server that answers; 60204 when none does, 60205 when it came incomplete. */
export function loadBotCheck(servers: readonly string[], version: CaptchaVersion, timeoutMs = SCRIPT_TIMEOUT_MS): Promise<void> {
  if ((window as GeetestWindow)[entryPoint(version)]) return Promise.resolve();
  loaded ??= (async () => {
    let lastError: unknown = new BotCheckError(SCRIPT_TIMEOUT, 'Network failure');
    for (const server of servers) {
      try {
        await loadScript(`${server.replace(/\/$/, '')}/gt.js`, timeoutMs);
        return;
      } catch (error) {
        lastError = error;
      }
    }
    throw lastError;
  })().catch((error) => {
    loaded = undefined;
    throw error;
  });
  return loaded.then(() => {
    if (!(window as GeetestWindow)[entryPoint(version)]) throw new BotCheckError(RESOURCE_TIMEOUT, 'Network failure');
  });
}

export interface InitOptions {
  version: CaptchaVersion;
  gt: string;
  challenge: string;
  newCaptcha: boolean;
  offline: boolean;
  language: string;
}

export function initCaptcha({ version, gt, challenge, newCaptcha, offline, language }: InitOptions): Promise<CaptchaObj> {
  const init = (window as GeetestWindow)[entryPoint(version)];
  if (!init) return Promise.reject(new BotCheckError(RESOURCE_TIMEOUT, 'Network failure'));
  const options =
    version === 'v4'
      ? { captchaId: gt, challenge, product: 'bind', language }
      : { gt, challenge, offline, new_captcha: newCaptcha, product: 'bind', lang: language };
  return new Promise((resolve) => init(options, resolve));
}
