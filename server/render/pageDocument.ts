// A page rendered on the server as the document the browser gets: index.html (the same code and styles
// the client-rendered shell loads) with the merchant's head, the page's own styles and chunks, the
// rendered HTML in the app's root and the data it used as JSON beside it.
import type { FirstScreenData } from '../../src/app/firstScreenData.ts';
import { FIRST_SCREEN_DATA_ID } from '../../src/app/firstScreenData.ts';
import { STORAGE_KEYS } from '../../src/platform/storage.ts';
import { rootContent, themeVariables } from './brandedShell.ts';
import { escapeHtml, scriptJson } from '../http/markup.ts';
import { beforeHeadEnd, withHead, type HeadInput } from './documentHead.ts';
import type { AppFiles, PageAssets } from './buildManifest.ts';
import { LANDING_SCRIPT } from './landingScript.ts';
import { EARLY_TAPS_SCRIPT } from './earlyTapsScript.ts';
import { SPECULATION_RULES } from './speculationRules.ts';

/**
 * Before the first paint, the document is marked with what only the browser knows: a member's session
 * (`wl-member`: the visitor's links stay hidden, their room kept, until the app shows the member's) and
 * a download bar the app would take away again (`wl-no-bar`): in an installed app or the native shell
 * outside iOS, as platform/shell.ts tells them, or closed earlier in this browser session.
 */
export const FIRST_PAINT_SCRIPT =
  `try{var c=document.documentElement.classList,u=navigator.userAgent;` +
  `if(sessionStorage.getItem(${JSON.stringify(STORAGE_KEYS.memberSession)})||localStorage.getItem(${JSON.stringify(STORAGE_KEYS.savedSession)}))c.add('wl-member');` +
  `if(u.indexOf('WLApp/')>=0||new URLSearchParams(location.search).get('inApp')==='1'||` +
  `(matchMedia('(display-mode: standalone)').matches&&!/iPhone|iPad|iPod/.test(u))||sessionStorage.getItem(${JSON.stringify(STORAGE_KEYS.downloadBarHidden)})==='1')c.add('wl-no-bar')}catch(e){}`;

/** Longest wait for the first screen's picture before the app's code is asked for anyway. */
export const APP_CODE_LATEST_MS = 2500;

/**
 * The app's code is asked for once the first screen has painted, its picture too (the banner asked for at
 * high priority), or after APP_CODE_LATEST_MS at the latest: on a slow line the picture the player came
 * for is not kept waiting behind the code, nor its paint behind the code's work. Until the code runs,
 * links work as links and other taps wait for it (earlyTapsScript.ts).
 *
 * The first chunk is asked for at once and every other file in the tasks that follow, one per task (on
 * a slow phone each request costs a few milliseconds of the main thread: asked for together, they made
 * one long task). The entry's chunks (`chunks`, dependencies first) run one per task before the entry
 * itself, each after the last has run: one long task of evaluating all the app's code would keep a tap
 * waiting, several short ones do not.
 */
export function appCodeLoader(entry: string, preloads: readonly string[], chunks: readonly string[] = []): string {
  return (
    `(function(){var d=document,done=0;` +
    `function add(tag,props){var e=d.createElement(tag);for(var k in props)e[k]=props[k];d.head.appendChild(e)}` +
    `function run(order){var src=order.shift();if(!src)return;function next(){setTimeout(function(){run(order)},0)}` +
    `add('script',{type:'module',crossOrigin:'',src:src,onload:next,onerror:next})}` +
    `function preload(list){var h=list.shift();if(!h)return;add('link',{rel:'modulepreload',crossOrigin:'',href:h});setTimeout(function(){preload(list)},0)}` +
    `function go(){if(done)return;done=1;var order=${JSON.stringify([...chunks, entry])};` +
    `run(order.slice());preload(${JSON.stringify(preloads)}.filter(function(h){return h!==order[0]}))}` +
    `function painted(){requestAnimationFrame(function(){setTimeout(go,0)})}` +
    `var hero=d.querySelector('#root img[fetchpriority="high"]');` +
    `if(!hero||hero.complete)painted();else{hero.addEventListener('load',painted);hero.addEventListener('error',painted)}` +
    `setTimeout(go,${APP_CODE_LATEST_MS})})()`
  );
}

/**
 * A stylesheet the page needs, inline: a request less before the first paint. The link stays, disabled
 * (never fetched), so the app's code, which loads a chunk's styles unless a link names them, asks for
 * none of them again.
 */
function inlineStyle(href: string, css: string | undefined): string {
  const link = `<link rel="stylesheet" crossorigin href="${escapeHtml(href)}"`;
  return css === undefined ? `${link}>` : `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>${link} disabled>`;
}

/** The text between a named region's markers of index.html, markers included, cut out; the region must be there. */
function withoutRegion(html: string, name: string): { html: string; at: number } {
  const start = html.indexOf(`<!--wl:${name}`);
  const endMark = `<!--/wl:${name}-->`;
  const end = html.indexOf(endMark, start);
  if (start < 0 || end < 0) throw new Error(`index.html has no wl:${name} region: build it with "wl build"`);
  return { html: html.slice(0, start) + html.slice(end + endMark.length), at: start };
}

/**
 * The document of a rendered page, from the built index.html and the build manifest: index.html's
 * shell-only region (the early requests, the noscript note) is left out, and its app-code region gives
 * way to the app's styles, inline, and the loader of its code. `styles` gives a stylesheet's text by its
 * address (undefined: it stays a link).
 */
export function pageDocument(
  indexHtml: string,
  head: HeadInput,
  page: { html: string; data: FirstScreenData; assets: PageAssets },
  app: AppFiles,
  styles: (href: string) => string | undefined = () => undefined,
): string {
  const shell = withoutRegion(withHead(indexHtml, head), 'shell-only').html;
  const code = withoutRegion(shell, 'app-code');
  const theme = themeVariables(head.config.theme)
    .map(([name, value]) => `${name}:${value}`)
    .join(';');
  const appStyles = app.styles.map((href) => inlineStyle(href, styles(href))).join('');
  let html = code.html.slice(0, code.at) + appStyles + code.html.slice(code.at);
  const pageStyles = page.assets.styles.filter((href) => !app.styles.includes(href));
  const preloads = [...app.chunks, ...page.assets.scripts.filter((href) => href !== app.entry && !app.chunks.includes(href))];
  html = beforeHeadEnd(html, [
    `<style>:root{${theme}}</style>`,
    ...pageStyles.map((href) => inlineStyle(href, styles(href))),
    `<script>${FIRST_PAINT_SCRIPT}</script>`,
    `<script>${LANDING_SCRIPT}</script>`,
    `<script>${EARLY_TAPS_SCRIPT}</script>`,
    `<script type="speculationrules">${SPECULATION_RULES}</script>`,
  ]);
  const root = rootContent(html);
  const data = `<script type="application/json" id="${FIRST_SCREEN_DATA_ID}">${scriptJson(page.data)}</script><script>${appCodeLoader(app.entry, preloads, app.chunks)}</script>`;
  // The data follows the root's end tag: the root holds exactly what React rendered.
  const rootEnd = html.indexOf('</div>', root.end) + '</div>'.length;
  return html.slice(0, root.start) + page.html + html.slice(root.end, rootEnd) + data + html.slice(rootEnd);
}
