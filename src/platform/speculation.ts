// The server's page asks the browser to prerender logging in and registering on intent
// (server/render/speculationRules.ts): a tap then is a navigation that finds the page drawn. Once the
// app has taken the page over its links move within the app and would never use what was prerendered,
// so the rules go (which cancels their speculations), sparing a phone the work.
export function endSpeculation(): void {
  for (const rules of document.querySelectorAll('script[type="speculationrules"]')) rules.remove();
}
