// The entry pages on the server: the same App, stores and blocks the browser runs, rendered for one
// merchant and language as a visitor sees them, with the data the render used, which the browser takes
// instead of asking again (boot.tsx). Built apart from the app (`wl build` writes dist-server/).
import { enableStaticRendering } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { ApiClient } from '../api/client.ts';
import type { LanguageCode, SiteConfig } from '../config/types.generated.ts';
import type { Bundle, CompiledMessages } from '../i18n/loadMessages.ts';
import { ENTRY_PAGES, pageRegistry, type EntryPage, type PageDefinition } from '../pages/registry.ts';
import type { FirstScreen } from '../pages/firstScreen.ts';
import { UNKNOWN_DEVICE } from '../platform/shell.ts';
import { RootStore } from '../stores/RootStore.ts';
import { App } from './App.tsx';
import type { FirstScreenData } from './firstScreenData.ts';

// Nothing observes a page rendered once: observer components must not leave reactions behind.
enableStaticRendering(true);

/** The pages a player lands on, rendered on the server: the registry's pages with a first screen. */
export { ENTRY_PAGES, type EntryPage };

export interface RenderRequest {
  page: EntryPage;
  /** The path and query asked for. */
  url: string;
  config: SiteConfig;
  language: LanguageCode;
  /** Where the API answers (the server itself). */
  apiOrigin: string;
  /** Sent with every API call of the render. */
  apiHeaders?: Record<string, string>;
  /** A message bundle in a language, from the build. */
  messages: (language: LanguageCode, bundle: Bundle) => Promise<CompiledMessages>;
  signal?: AbortSignal;
}

export interface RenderedPage {
  /** What goes inside the page's root element. */
  html: string;
  data: FirstScreenData;
}

/** The paths each entry page answers on. */
export function entryPaths(page: EntryPage): readonly string[] {
  return pageRegistry[page].paths;
}

/** The source file of an entry page, by which the build's manifest names its chunk and styles. */
export function entrySource(page: EntryPage): string {
  return pageRegistry[page].firstScreen.source;
}

/**
 * Renders one entry page to HTML. Rejects when anything of it failed (a content call, a block), so the
 * caller sends the client-rendered shell instead of a page with a hole in it.
 */
export async function renderEntryPage(request: RenderRequest): Promise<RenderedPage> {
  const { page, config, language } = request;
  // A client of this render's own, so renders of other merchants and languages can run beside it; it
  // asks as a visitor (no token) and tells no one of failures: the render's own rejection does.
  const api = new ApiClient({ baseURL: request.apiOrigin, headers: request.apiHeaders });
  const stores = new RootStore(config, language, UNKNOWN_DEVICE, api);
  api.configure({ token: () => undefined });
  const definition: PageDefinition & { firstScreen: FirstScreen } = pageRegistry[page];
  const bundles: Bundle[] = ['core', ...(definition.bundles ?? []).filter((bundle) => bundle !== 'core')];
  const loaded = await Promise.all(bundles.map((bundle) => request.messages(language, bundle)));
  const messages = Object.fromEntries(bundles.map((bundle, i) => [bundle, loaded[i]])) as FirstScreenData['messages'];
  stores.i18n.seed(messages);
  const pageData = await definition.firstScreen.load?.(stores);
  const errors: unknown[] = [];
  // biome-ignore lint/correctness/noComponentHookFactories: one router per render, at the address rendered
  const Router = ({ children }: { children: ReactNode }) => <StaticRouter location={request.url}>{children}</StaticRouter>;
  const { prelude } = await prerender(<App stores={stores} Router={Router} />, {
    signal: request.signal,
    onError: (error) => void errors.push(error),
  });
  const html = await new Response(prelude).text();
  if (errors.length > 0) throw errors[0];
  return {
    html,
    data: {
      page,
      merchantCode: config.merchantCode,
      config,
      language,
      messages,
      content: stores.content.snapshot(),
      ...(pageData !== undefined ? { loaded: pageData } : {}),
    },
  };
}

export { messagesUrl } from '../i18n/loadMessages.ts';
