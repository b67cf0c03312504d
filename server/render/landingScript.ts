// A visitor's attribution from the first paint. A page rendered on the server is the same for every query
// (one cached answer, whatever an ad appended), and its links are rendered without the query; the app's
// code, which keeps and carries the query, may arrive seconds later. This inline script, in the head,
// does the app's part at once: the registration codes and first domain go to local storage and the ad
// ids to cookies (as platform/adClicks.ts keeps them), and a tap on a link of this site carries the query
// (as rules/carryQuery.ts carries it), so a visitor who taps Register at once loses nothing.
import { AD_IDS, ORIGINAL_DOMAIN_KEY, REGISTRATION_CODE_PARAMS } from '../../src/platform/adClicks.ts';
import { CARRIED_STORAGE_KEYS } from '../../src/platform/storage.ts';
import { CARRIED_PARAMS } from '../../src/rules/carryQuery.ts';

const json = JSON.stringify;

/** The script's text, the same for every page (its hash is in the pages' policy). */
export const LANDING_SCRIPT =
  `(function(){var d=document,q=new URLSearchParams(location.search),s;` +
  `function safe(f){try{f()}catch(e){}}` +
  `safe(function(){s=localStorage;` +
  `${json(Object.entries(REGISTRATION_CODE_PARAMS))}.forEach(function(c){var v=c[1].map(function(p){return q.get(p)}).filter(Boolean)[0];if(v)s.setItem(c[0],v)});` +
  `if(!s.getItem(${json(ORIGINAL_DOMAIN_KEY)}))s.setItem(${json(ORIGINAL_DOMAIN_KEY)},location.hostname)});` +
  `safe(function(){${json(AD_IDS)}.forEach(function(a){var v=q.get(a[0]);if(v)d.cookie=a[1]+'='+encodeURIComponent(v)+'; max-age='+a[2]*86400+'; path=/; samesite=lax'})});` +
  // The page's query first, then the kept codes; a parameter the link sets itself stays as it is.
  `function carry(a){safe(function(){if(!a||a.origin!==location.origin)return;` +
  `var u=new URL(a.href),n=0;function add(k,v){if(v&&!u.searchParams.has(k)){u.searchParams.set(k,v);n=1}}` +
  `${json(CARRIED_PARAMS)}.forEach(function(k){add(k,q.get(k))});` +
  `${json(CARRIED_STORAGE_KEYS)}.forEach(function(k){add(k,s&&s.getItem(k))});` +
  `if(n)a.setAttribute('href',u.pathname+u.search+u.hash)})}` +
  `function tap(e){carry(e.target.closest&&e.target.closest('a[href]'))}` +
  `d.addEventListener('click',tap,true);d.addEventListener('auxclick',tap,true);` +
  // Every link of the page at once too (as the app renders them), so a page fetched ahead for a link
  // (speculation rules) is the page the tap asks for.
  `d.addEventListener('DOMContentLoaded',function(){[].forEach.call(d.querySelectorAll('#root a[href]'),carry)})})()`;
