// The page as a player sees it before the app's code arrives: every script of the app held back.
import type { Page, Route } from 'playwright-core';

/** Holds every script of the app until `release`. */
export async function holdAppCode(page: Page): Promise<{ release(): Promise<void> }> {
  const held: Route[] = [];
  let holding = true;
  await page.route(/\/m\/assets\/.*\.js(\?.*)?$/, (route) => (holding ? void held.push(route) : route.continue()));
  return {
    async release() {
      holding = false;
      await Promise.all(held.splice(0).map((route) => route.continue()));
    },
  };
}

/** Whether the app's code has run on the page (it marks `<html>` once it has taken the page over). */
export const appHasRun = (page: Page): Promise<boolean> => page.evaluate(() => document.documentElement.dataset.app !== undefined);
