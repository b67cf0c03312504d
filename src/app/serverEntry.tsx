// The entry pages on the server: the same App, stores and blocks the browser runs, rendered for one
// merchant and language as a visitor sees them, with the data the render used, which the browser takes
// instead of asking again (boot.tsx). Built apart from the app (`wl build` writes dist-server/).
import { enableStaticRendering } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { api } from '../api/client.ts';
import type { LanguageCode, ReferralInfo, SiteConfig } from '../config/types.generated.ts';
import type { Bundle, CompiledMessages } from '../i18n/loadMessages.ts';
import { pageRegistry, type PageDefinition } from '../pages/registry.ts';
import { UNKNOWN_DEVICE } from '../platform/shell.ts';
import { ReferralStore } from '../stores/ReferralStore.ts';
import { RootStore } from '../stores/RootStore.ts';
import { App } from './App.tsx';
import type { FirstScreenData } from './firstScreenData.ts';

// Nothing observes a page rendered once: observer components must not leave reactions behind.
enableStaticRendering(true);

/** The pages a player lands on, rendered on the server. */
export const ENTRY_PAGES = ['home', 'login', 'register', 'inviteFriends'] as const;
export type EntryPage = (typeof ENTRY_PAGES)[number];

/** Longest wait for home's content before the page is rendered with what arrived (then it fails). */
const CONTENT_WAIT_MS = 3000;

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

/**
 * Renders one entry page to HTML. Rejects when anything of it failed (a content call, a block), so the
 * caller sends the client-rendered shell instead of a page with a hole in it.
 */
export async function renderEntryPage(request: RenderRequest): Promise<RenderedPage> {
  const { page, config, language } = request;
  api.pointAt(request.apiOrigin, request.apiHeaders);
  api.configure({ merchant: config.merchantCode, language: () => language, token: () => undefined, onFailure: () => undefined });
  const stores = new RootStore(config, language, UNKNOWN_DEVICE);
  const definition: PageDefinition = pageRegistry[page];
  const bundles: Bundle[] = ['core', ...(definition.bundles ?? []).filter((bundle) => bundle !== 'core')];
  const loaded = await Promise.all(bundles.map((bundle) => request.messages(language, bundle)));
  const messages = Object.fromEntries(bundles.map((bundle, i) => [bundle, loaded[i]])) as FirstScreenData['messages'];
  stores.i18n.seed(messages);
  if (page === 'home') {
    await stores.content.whenHomeReady(CONTENT_WAIT_MS);
    const missing = stores.content.missingHomeContent();
    if (missing.length > 0) throw new Error(`home's content did not arrive: ${missing.join(', ')}`);
  }
  const referral = page === 'inviteFriends' ? await visitorReferral(stores) : undefined;
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
    data: { page, merchantCode: config.merchantCode, config, language, messages, content: stores.content.snapshot(), ...(referral ? { referral } : {}) },
  };
}

/** How inviting friends works, as the API tells a visitor; the page is not rendered without it. */
async function visitorReferral(stores: RootStore): Promise<ReferralInfo> {
  const referral = stores.feature(ReferralStore);
  await referral.refresh();
  if (!referral.info.value) throw new Error('the referral info did not arrive');
  return referral.info.value;
}

export { messagesUrl } from '../i18n/loadMessages.ts';
