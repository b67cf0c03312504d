// The game the reference API's launch calls answer with: a small self-contained page on this server
// (no external resources), so a launch can be followed end to end offline. It says which game, vendor
// and mode were launched, and it really plays: pick a number, draw, win nine times the stake.
import { randomBytes } from 'node:crypto';
import type { StaticHandler } from '../web/static.ts';
import { escapeHtml } from '../http/markup.ts';

export const DEMO_GAME_PATH = '/demo-game/';

/** What a launch hands the demo game, carried in its address. */
export interface DemoLaunch {
  code: string;
  name: string;
  vendor: string;
  /** 'real' for a member's launch, 'trial' for a free demo. */
  mode: 'real' | 'trial';
  /** How it was launched, e.g. 'Vietnam lottery' or 'RNG'. */
  kind: string;
  /** A lottery's view (betting or lobby). */
  view?: string;
  language: string;
  /** The member playing (none in a demo). */
  player?: string;
}

export function demoGameUrl(origin: string, launch: DemoLaunch): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(launch)) if (value) query.set(key, value);
  return `${origin}${DEMO_GAME_PATH}?${query}`;
}

/** The page for a demo launch's query; every value is escaped, and only this page's own nonce may run. */
export function demoGamePage(query: URLSearchParams, nonce: string): string {
  const value = (key: string, fallback = '') => escapeHtml((query.get(key) ?? fallback).slice(0, 120));
  const trial = query.get('mode') === 'trial';
  const startingCredits = trial ? 1000 : 500;
  const facts = [value('vendor', '?'), value('kind', 'game'), trial ? 'Free demo' : 'Real play', query.get('view') ? `View: ${value('view')}` : '']
    .filter(Boolean)
    .join(' · ');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${value('name', 'Demo game')}</title>
<style nonce="${nonce}">
  body { margin: 0; min-height: 100vh; font-family: system-ui, sans-serif; background: #101826; color: #f4f6fb; display: flex; flex-direction: column; align-items: center; gap: 12px; padding: 20px 12px; box-sizing: border-box; text-align: center; }
  h1 { margin: 0; font-size: 24px; }
  .facts, .player { margin: 0; color: #c9d2e3; font-size: 14px; }
  .code { font-family: ui-monospace, monospace; }
  .numbers { display: grid; grid-template-columns: repeat(5, 52px); gap: 8px; }
  button { font: inherit; border-radius: 10px; border: 2px solid #4c6fff; background: #1b2740; color: #f4f6fb; min-height: 44px; cursor: pointer; }
  button[aria-pressed="true"] { background: #4c6fff; color: #fff; }
  .draw { padding: 0 28px; background: #ffd24c; color: #101826; border-color: #ffd24c; font-weight: 700; }
  .draw:disabled { opacity: 0.6; cursor: default; }
  output { display: block; min-height: 1.5em; font-size: 18px; }
</style>
</head>
<body>
<h1>${value('name', 'Demo game')}</h1>
<p class="facts">${facts}</p>
<p class="player">${query.get('player') ? `Player: ${value('player')} · ` : ''}Game code: <span class="code">${value('code', '?')}</span> · ${value('language', 'EN')}</p>
<p>Balance: <strong id="balance">${startingCredits}</strong> · Stake 10</p>
<div class="numbers" role="group" aria-label="Pick a number">
${Array.from({ length: 10 }, (_, n) => `  <button type="button" data-number="${n}" aria-pressed="${n === 0}">${n}</button>`).join('\n')}
</div>
<button type="button" class="draw" id="draw">Draw</button>
<output id="result" aria-live="polite">Pick a number, then draw.</output>
<script nonce="${nonce}">
(function () {
  var pick = 0, balance = ${startingCredits}, stake = 10;
  var buttons = document.querySelectorAll('[data-number]');
  var draw = document.getElementById('draw');
  var result = document.getElementById('result');
  var shown = document.getElementById('balance');
  buttons.forEach(function (button) {
    button.addEventListener('click', function () {
      pick = Number(button.getAttribute('data-number'));
      buttons.forEach(function (b) { b.setAttribute('aria-pressed', String(b === button)); });
    });
  });
  draw.addEventListener('click', function () {
    if (balance < stake) { result.textContent = 'Not enough balance for another draw.'; draw.disabled = true; return; }
    var drawn = crypto.getRandomValues(new Uint8Array(1))[0] % 10;
    balance -= stake;
    var won = drawn === pick ? stake * 9 : 0;
    balance += won;
    shown.textContent = String(balance);
    result.textContent = 'Drawn ' + drawn + (won ? ': you win ' + won + '!' : ': no win this time.');
    if (balance < stake) draw.disabled = true;
  });
})();
</script>
</body>
</html>
`;
}

/** Serves the demo game at /demo-game/. */
export function demoGameFiles(): StaticHandler {
  return async (req, res, pathname) => {
    if (pathname !== DEMO_GAME_PATH || (req.method !== 'GET' && req.method !== 'HEAD')) return false;
    const query = new URL(req.url ?? '/', 'http://localhost').searchParams;
    const nonce = randomBytes(16).toString('base64');
    const html = demoGamePage(query, nonce);
    res.writeHead(200, {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Length': Buffer.byteLength(html),
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'no-referrer',
      'Content-Security-Policy': `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'nonce-${nonce}'; base-uri 'none'; form-action 'none'; frame-ancestors 'self'`,
    });
    res.end(req.method === 'HEAD' ? undefined : html);
    return true;
  };
}
