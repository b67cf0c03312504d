// What a page the server renders declares about its first screen, in its page registry entry: the
// server and the browser both read it there, and no other code names the page.
import type { RootStore } from '../stores/RootStore.ts';

export interface FirstScreen<T = unknown> {
  /** The page's source file, as the build manifest names it: its chunk and styles go with the document. */
  source: string;
  /**
   * On the server, once the stores hold the config and messages: waits for what this page's first
   * screen shows beyond the merchant's content, and rejects when it cannot come (the browser then draws
   * the page). What it returns goes to the browser with the page, as JSON.
   */
  load?(stores: RootStore): Promise<T>;
  /**
   * In the browser, before the page shows: takes what `load` sent (undefined when the page is drawn
   * afresh) and readies the page's own code, so hydrating never waits on a download.
   */
  seed?(stores: RootStore, loaded: T | undefined): Promise<unknown>;
}
