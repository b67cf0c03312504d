// Taps on the server's page before the app's code has run are kept, not lost: this inline script holds
// back the last tap on each control of the page (a button or anything with a control's role), the last
// pick of each select and a form's submit, and hands them to the app once it has hydrated the page
// (src/platform/earlyTaps.ts). Links are left to the browser: they lead to pages the server renders.
import { EARLY_TAPS_GLOBAL } from '../../src/platform/earlyTaps.ts';

/** What counts as a control whose tap only the app can answer. */
export const EARLY_TAP_CONTROLS = 'button,[role="button"],[role="tab"],[role="switch"],[role="menuitem"],[role="option"],summary';

/** The script's text, the same for every page (its hash is in the pages' policy). */
export const EARLY_TAPS_SCRIPT =
  `(function(){var d=document,taps=[],on=1;` +
  `function mine(e){var r=d.getElementById('root');return r&&e&&r.contains(e)}` +
  // One entry per control: a later tap replaces an earlier one, and comes after the others.
  `function keep(t){taps=taps.filter(function(o){return o.el!==t.el});taps.push(t)}` +
  `d.addEventListener('click',function(e){if(!on)return;var c=e.target.closest&&e.target.closest(${JSON.stringify(EARLY_TAP_CONTROLS)});` +
  // A submit button's tap becomes the form's submit event, kept below.
  `if(!c||!mine(c)||c.disabled||(c.type==='submit'&&c.form))return;e.preventDefault();e.stopPropagation();keep({kind:'click',el:c})},true);` +
  `d.addEventListener('submit',function(e){if(!on||!mine(e.target))return;e.preventDefault();e.stopPropagation();keep({kind:'submit',el:e.target,submitter:e.submitter||null})},true);` +
  `d.addEventListener('change',function(e){var t=e.target;if(on&&t.tagName==='SELECT'&&mine(t)){e.stopPropagation();keep({kind:'change',el:t,value:t.value})}},true);` +
  `window[${JSON.stringify(EARLY_TAPS_GLOBAL)}]={count:function(){return taps.length},take:function(){on=0;return taps}}})()`;
