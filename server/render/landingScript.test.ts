import { JSDOM } from 'jsdom';
import { LANDING_SCRIPT } from './landingScript.ts';

/** A page that ran the script, as a visitor's browser runs it before the first paint. */
function landed(url: string, stored: Record<string, string> = {}) {
  const dom = new JSDOM(
    '<!doctype html><a href="/m/register">Register</a><a href="/m/login?affiliateCode=OWN">Log in</a><a href="https://elsewhere.test/x">Out</a><a href="/m/home#top"><span>Home</span></a>',
    { url, runScripts: 'outside-only' },
  );
  for (const [key, value] of Object.entries(stored)) dom.window.localStorage.setItem(key, value);
  dom.window.eval(LANDING_SCRIPT);
  const tap = (name: string) => {
    const link = [...dom.window.document.querySelectorAll('a')].find((a) => a.textContent === name)!;
    // What a tap would follow: the click is stopped before jsdom navigates, after the page's own listeners.
    dom.window.addEventListener('click', (event) => event.preventDefault(), { once: true });
    (link.firstElementChild ?? link).dispatchEvent(new dom.window.MouseEvent('click', { bubbles: true, cancelable: true }));
    return link.getAttribute('href');
  };
  return { window: dom.window, tap };
}

test('keeps the registration codes, the first domain and the ad ids before any code of the app runs', () => {
  const { window } = landed('https://m.xoso68.test/m/home?affiliateCode=AFF1&r=REF1&fbclid=FB1&cid=V1&promo=x');
  expect(window.localStorage.getItem('affiliateCode')).toBe('AFF1');
  expect(window.localStorage.getItem('referralCode')).toBe('REF1');
  expect(window.localStorage.getItem('originalDomain')).toBe('m.xoso68.test');
  expect(window.document.cookie).toContain('ad_fbclid=FB1');
  expect(window.document.cookie).toContain('voluum_cid=V1');
});

test('the full name of the referral code wins over its short form; a first domain kept earlier stays', () => {
  const { window } = landed('https://xoso68.test/m/home?referralCode=LONG&r=SHORT', { originalDomain: 'm.xoso68.test' });
  expect(window.localStorage.getItem('referralCode')).toBe('LONG');
  expect(window.localStorage.getItem('originalDomain')).toBe('m.xoso68.test');
});

test.each([
  ['a link of the site carries the carried query, not the rest', 'Register', '/m/register?affiliateCode=AFF1&r=REF1&fbclid=FB1&referralCode=REF1'],
  ['a parameter the link sets itself stays', 'Log in', '/m/login?affiliateCode=OWN&r=REF1&fbclid=FB1&referralCode=REF1'],
  ['a link to another site is left alone', 'Out', 'https://elsewhere.test/x'],
  ['a tap on what a link holds, and its fragment kept', 'Home', '/m/home?affiliateCode=AFF1&r=REF1&fbclid=FB1&referralCode=REF1#top'],
])('%s', (_, name, href) => {
  const { tap } = landed('https://m.xoso68.test/m/home?affiliateCode=AFF1&fbclid=FB1&r=REF1&promo=x');
  expect(tap(name)).toBe(href);
});

test('on a later visit without a query, the kept codes go with the tap', () => {
  const { tap } = landed('https://m.xoso68.test/m/home', { affiliateCode: 'KEPT', referralCode: 'KEPT2' });
  expect(tap('Register')).toBe('/m/register?affiliateCode=KEPT&referralCode=KEPT2');
});

test("the page's own links carry the query as soon as the page is parsed, as the app renders them", () => {
  const dom = new JSDOM('<!doctype html><div id="root"><a href="/m/register">Register</a><a href="https://elsewhere.test/x">Out</a></div>', {
    url: 'https://m.xoso68.test/m/home?affiliateCode=AFF1&promo=x',
    runScripts: 'outside-only',
  });
  dom.window.eval(LANDING_SCRIPT);
  dom.window.document.dispatchEvent(new dom.window.Event('DOMContentLoaded'));
  const hrefs = [...dom.window.document.querySelectorAll('a')].map((a) => a.getAttribute('href'));
  expect(hrefs).toEqual(['/m/register?affiliateCode=AFF1', 'https://elsewhere.test/x']);
});
