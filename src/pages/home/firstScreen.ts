import type { FirstScreen } from '../firstScreen.ts';

/** Longest wait for home's content before the page is rendered with what arrived (then it fails). */
const CONTENT_WAIT_MS = 3000;

/** Home renders on the server with its content whole, and comes to the browser with its blocks' code. */
export const homeFirstScreen: FirstScreen<void> = {
  source: 'src/pages/home/HomePage.tsx',
  async load(stores) {
    await stores.content.whenHomeReady(CONTENT_WAIT_MS);
    const missing = stores.content.missingHomeContent();
    if (missing.length > 0) throw new Error(`home's content did not arrive: ${missing.join(', ')}`);
  },
  seed: (stores) => import('../../renderer/TemplatePage.tsx').then(({ preloadPage }) => preloadPage(stores.site.config.pages.home)),
};
