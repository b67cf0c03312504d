// The page the service worker shows for a page load while the network is gone: precached with the app,
// in the player's language (as the app picks it: the stored choice, else the merchant's default, else the
// browser's), in the merchant's colours once the site config is in the service worker's cache, and back
// to the page as soon as the server can be reached again.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { intlLocale, isLanguage } from '../../src/i18n/languages.ts';
import { scriptJson } from '../../server/http/markup.ts';

export const OFFLINE_PAGE = 'offline.html';
const LANGUAGE_KEY = 'wl.language';
const CONFIG_PATH = '/wps/system/config';
/** Asked to learn whether the server can be reached: small, and never answered from a cache. */
const PROBE_PATH = '/m/asset-manifest.json';
/** The longest the page waits between asks of the server (after a failed reload of its own, at once). */
export const MAX_WAIT_MS = 30_000;
/** When the page last reloaded by itself (session storage). */
const RELOADED_KEY = 'wl.offlineReloadAt';

type Texts = Record<string, Record<string, string>>;

/** The texts of every language, by code, from a messages folder of <LANG>.json files. */
export function offlineTexts(messagesDir: string): Texts {
  const texts: Texts = {};
  for (const file of readdirSync(messagesDir).filter((f) => f.endsWith('.json'))) {
    texts[path.basename(file, '.json')] = JSON.parse(readFileSync(path.join(messagesDir, file), 'utf8')) as Record<string, string>;
  }
  return texts;
}

/** Safe inside a <script>: no "</script>" or comment opener can end it early. */

export function offlinePageHtml(texts: Texts): string {
  const locales = Object.fromEntries(
    Object.keys(texts)
      .filter(isLanguage)
      .map((code) => [code, intlLocale(code)]),
  );
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
    <meta name="theme-color" content="#101318" />
    <title>Offline</title>
    <style>
      :root { --bg: #101318; --text: #e8ebf2; --primary: #3d5afe; }
      html, body { margin: 0; min-height: 100%; background: var(--bg); color: var(--text); font: 16px/1.5 system-ui, sans-serif; }
      main { box-sizing: border-box; min-height: 100vh; display: flex; flex-direction: column; align-items: center; justify-content: center; gap: 12px; padding: 32px 24px; text-align: center; }
      h1 { margin: 0; font-size: 22px; }
      p { margin: 0; max-width: 32em; }
      .site { font-size: 14px; opacity: 0.9; }
      button { margin-top: 12px; min-width: 160px; min-height: 44px; padding: 10px 24px; border: 0; border-radius: 22px; background: var(--primary); color: #fff; font: inherit; font-weight: 600; }
    </style>
  </head>
  <body>
    <main>
      <p class="site" id="site" hidden></p>
      <h1 id="title"></h1>
      <p id="message"></p>
      <button type="button" id="retry"></button>
    </main>
    <script>
      (function () {
        var texts = ${scriptJson(texts)};
        var locales = ${scriptJson(locales)};
        var fromBrowser = function (tag) {
          var lower = String(tag).toLowerCase();
          if (/^zh-(tw|hk|mo|hant)/.test(lower)) return 'TW';
          if (lower === 'pt-br') return 'PT-BR';
          var primary = lower.split('-')[0];
          return { zh: 'CN', fil: 'TY', tl: 'TY' }[primary] || primary.toUpperCase();
        };
        var stored = null;
        try { stored = localStorage.getItem(${scriptJson(LANGUAGE_KEY)}); } catch (e) {}
        var browser = (navigator.languages || [navigator.language]).map(fromBrowser);
        // As the app picks: the player's choice among the merchant's languages, else the merchant's default.
        var pick = function (languages) {
          var candidates = languages ? [stored, languages.default] : [stored].concat(browser);
          return candidates.filter(function (code) {
            return code && texts[code] && (!languages || languages.allowed.indexOf(code) >= 0);
          })[0] || 'EN';
        };
        var show = function (language) {
          var t = texts[language];
          document.documentElement.lang = locales[language];
          document.documentElement.dir = language === 'UR' ? 'rtl' : 'ltr';
          document.title = t['offline.title'];
          document.getElementById('title').textContent = t['offline.title'];
          document.getElementById('message').textContent = t['offline.message'];
          document.getElementById('retry').textContent = t['offline.retry'];
        };
        show(pick());
        document.getElementById('retry').addEventListener('click', function () { location.reload(); });
        // Back to the page once the server answers again: the browser may say it is online a moment
        // before requests go through, or be online with the server out of reach, so ask, and wait longer
        // after each failure.
        var recentKey = ${scriptJson(RELOADED_KEY)};
        var recent = 0;
        try { recent = Number(sessionStorage.getItem(recentKey)) || 0; } catch (e) {}
        // Shown again right after reloading by itself: the page failed though the server answered; so
        // no quick loop of reloads.
        var waitMs = Date.now() - recent < ${MAX_WAIT_MS} ? ${MAX_WAIT_MS} : 1000;
        var timer = 0;
        var reloadNow = function () {
          try { sessionStorage.setItem(recentKey, String(Date.now())); } catch (e) {}
          location.reload();
        };
        var tryServer = function () {
          clearTimeout(timer);
          fetch(${scriptJson(PROBE_PATH)} + '?t=' + Date.now(), { cache: 'no-store' }).then(function (answer) {
            if (!answer.ok) throw new Error(String(answer.status));
            reloadNow();
          }).catch(function () {
            timer = setTimeout(tryServer, waitMs);
            waitMs = Math.min(waitMs * 2, ${MAX_WAIT_MS});
          });
        };
        window.addEventListener('online', function () { waitMs = 1000; tryServer(); });
        if (navigator.onLine) timer = setTimeout(tryServer, waitMs === 1000 ? 0 : waitMs);
        if (!window.caches) return;
        caches.match(${scriptJson(CONFIG_PATH)}, { ignoreSearch: true }).then(function (answer) {
          return answer && answer.json();
        }).then(function (body) {
          var config = body && body.success && body.value;
          if (!config) return;
          show(pick(config.languages));
          var style = document.documentElement.style;
          style.setProperty('--bg', config.theme.background);
          style.setProperty('--text', config.theme.text);
          style.setProperty('--primary', config.theme.primary);
          document.querySelector('meta[name="theme-color"]').setAttribute('content', config.theme.primary);
          var site = document.getElementById('site');
          site.textContent = config.templateParameters.pwa.title;
          site.hidden = false;
        }).catch(function () {});
      })();
    </script>
  </body>
</html>
`;
}
