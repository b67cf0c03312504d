// Start-up: which merchant is this, is its config sound, which language, then render. Every failure
// ends on a screen that says what happened, never a blank page.
import { startTransition } from 'react';
import { createRoot, hydrateRoot, type Root } from '../platform/reactDom.ts';
import { BrowserRouter } from 'react-router-dom';
import { ApiClient } from '../api/client.ts';
import { fetchBootConfig } from '../api/calls.ts';
import { ApiError } from '../api/failures.ts';
import type { SiteConfig } from '../config/types.generated.ts';
import { intlLocale, pickLanguage, LANGUAGES } from '../i18n/languages.ts';
import { loadMessages } from '../i18n/loadMessages.ts';
import { ORIGINAL_DOMAIN_KEY, pixelTrack, rememberAdClicks, rememberRegistrationInfo } from '../platform/adClicks.ts';
import { localStore, STORAGE_KEYS } from '../platform/storage.ts';
import { RootStore } from '../stores/RootStore.ts';
import { App } from './App.tsx';
import { BootErrorScreen, UnknownSiteScreen } from './BootScreens.tsx';
import { entryPageAt, pageRegistry, statusScreens, type PageDefinition } from '../pages/registry.ts';
import { statusQuery } from '../rules/statusQuery.ts';
import type { StatusScreen } from '../rules/statusScreen.ts';
import { applyTheme } from '../platform/theme.ts';
import { whenPageSettled } from '../platform/idle.ts';
import { tellServerLanguage } from '../platform/languageCookie.ts';
import { hydrationStarts } from '../platform/takenOver.ts';
import { nextTask } from '../platform/nextTask.ts';
import { startIntlWarmUp } from '../i18n/warmIntl.ts';
import { readFirstScreenData, type FirstScreenData } from './firstScreenData.ts';

type Loaded = { kind: 'site'; config: SiteConfig } | { kind: 'unknown' } | { kind: 'error'; detail: string };

/**
 * The site config from the API, checked against its schema. A page the server rendered carries one the
 * server built from checked files, so the checker loads (beside the config's request) only without one.
 */
async function loadConfig(api: ApiClient, query: URLSearchParams): Promise<Loaded> {
  try {
    const [config, { default: validateSiteConfig }] = await Promise.all([
      fetchBootConfig(api, query.get('merchant')),
      import('../config/validators/siteConfig.js'),
    ]);
    if (validateSiteConfig(config)) return { kind: 'site', config };
    const first = validateSiteConfig.errors?.[0];
    return { kind: 'error', detail: `site config ${first?.instancePath || '/'} ${first?.keyword ?? ''}`.trim() };
  } catch (error) {
    if (error instanceof ApiError && error.errorCode === 'merchant_not_found') return { kind: 'unknown' };
    return { kind: 'error', detail: (error as Error).message };
  }
}

/** Messages for screens shown before any merchant is known: the browser's language among all twenty. */
async function visitorMessages(query: URLSearchParams) {
  const language = pickLanguage(
    [query.get('language'), localStore.get(STORAGE_KEYS.language), ...navigator.languages.map((l) => l.split('-')[0])],
    ['EN', ...LANGUAGES],
  );
  return { locale: intlLocale(language), messages: await loadMessages(language) };
}

function startStores(api: ApiClient, config: SiteConfig, query: URLSearchParams): RootStore {
  const stores = new RootStore(config, query.get('language'), undefined, api);
  if (stores.i18n.chosenByPlayer) tellServerLanguage(stores.i18n.language);
  rememberAdClicks(query);
  rememberRegistrationInfo(query);
  // Older iOS home-screen apps lose the session store: their saved session and path come back here.
  const restoredPath = stores.session.restore();
  if (restoredPath && restoredPath !== location.pathname + location.search) history.replaceState(history.state, '', restoredPath);
  api.configure({
    onFailure: (reaction) => {
      if (reaction.kind === 'logout') stores.session.sessionLost();
      else if (reaction.kind === 'notice') stores.alerts.notify(reaction.messageId, reaction.durationMs);
      else if (reaction.kind === 'alert') stores.alerts.show({ message: reaction.message, messageId: reaction.messageId, bundle: reaction.bundle });
    },
  });
  // A restored session is checked once the client sends the merchant and the token.
  if (stores.session.restoring) void stores.member.fetch();
  return stores;
}

/** A status screen's code and words (English too) arrive before the first render, so it shows whole at once. */
async function preloadStatusScreen(stores: RootStore, screen: StatusScreen): Promise<void> {
  const { page, bundles } = statusScreens[screen];
  const english = stores.i18n.language === 'EN' ? undefined : stores.i18n.loadEnglish(bundles);
  // A download that fails here is tried again by the screen itself.
  await Promise.all([page(), stores.i18n.ensureBundles(bundles), english]).catch(() => undefined);
}

/**
 * Takes what the server sent with its page when the browser would show the same (the language matches),
 * so the page hydrates instead of being drawn again; returns whether it does.
 */
function takeFirstScreen(stores: RootStore, sent: FirstScreenData | undefined, path: string): sent is FirstScreenData {
  // A restored home-screen session may have moved to another page; the page is then drawn afresh.
  if (!sent || sent.language !== stores.i18n.language || location.pathname !== path) return false;
  stores.i18n.seed(sent.messages);
  stores.content.seed(sent.content);
  return true;
}

export async function boot(container: HTMLElement, given?: Root): Promise<void> {
  // Start-up is cut into tasks, each under the 50 ms that counts as blocking on a slow phone: after the
  // app's modules are evaluated, after the server's data is read, after the stores are built, and
  // around the locale lists the first formatting needs, which a worker builds meanwhile (warmIntl.ts).
  const intl = startIntlWarmUp(document.documentElement.lang || 'en');
  await nextTask();
  const query = new URLSearchParams(location.search);
  // The page's one client of the API: the config is asked with it, then the stores hold it.
  const api = new ApiClient();
  const sent = given ? undefined : readFirstScreenData();
  if (sent) await nextTask();
  const loaded: Loaded = sent ? { kind: 'site', config: sent.config } : await loadConfig(api, query);
  if (loaded.kind !== 'site') {
    const { locale, messages } = await visitorMessages(query);
    const root = given ?? createRoot(container);
    root.render(
      loaded.kind === 'unknown' ? (
        <UnknownSiteScreen host={location.hostname} locale={locale} messages={messages} />
      ) : (
        <BootErrorScreen locale={locale} messages={messages} detail={loaded.detail} onRetry={() => void boot(container, root)} />
      ),
    );
    return;
  }
  const { config } = loaded;
  applyTheme(config);
  const path = location.pathname;
  const stores = startStores(api, config, query);
  await nextTask();
  const hydrating = takeFirstScreen(stores, sent, path);
  // Home's content and first banner start downloading now, alongside messages and status.
  stores.content.prefetchHome();
  // The code of the page landed on (home's blocks too) starts downloading now as well.
  const landing = entryPageAt(location.pathname);
  if (landing && !hydrating) void entryPageCode(landing, stores);
  const status = Promise.all([
    stores.site.checkStatus(
      statusQuery({ href: location.href, hostname: location.hostname, originalDomain: localStore.get(ORIGINAL_DOMAIN_KEY), adIds: pixelTrack() }),
    ),
    stores.i18n.load(),
  ]);
  const app = <App stores={stores} Router={BrowserRouter} />;
  if (hydrating) {
    // The server's page is on screen already: hydrate it now; a status screen, if any, replaces it then.
    // The page's code first (preloaded beside the app's): hydration then never waits on it, and a tap on
    // the page is never one React cannot yet take.
    await Promise.all([stores.i18n.load(), entryPageCode(sent.page, stores, sent.loaded)]);
    await intl.settled();
    // Hydrating is one long piece of work: as a transition it yields to the browser's painting and to
    // the player, whose taps on a part not yet hydrated React hydrates first, then delivers.
    hydrationStarts();
    startTransition(() => void hydrateRoot(container, app, { onRecoverableError: reportHydrationProblem }));
    await status;
  } else {
    await Promise.all([status, intl.settled()]);
    const screen = stores.site.statusScreen;
    if (screen) await preloadStatusScreen(stores, screen);
    (given ?? createRoot(container)).render(app);
  }
  // The service worker, the update check, push and attribution wait until the first screen is drawn.
  void whenPageSettled(Promise.resolve())
    .then(() => import('./afterFirstScreen.ts'))
    .then(({ startAfterFirstScreen }) => startAfterFirstScreen(stores));
}

/** A page the server sent that the browser could not take as it was: said once, so tests and logs see it. */
function reportHydrationProblem(error: unknown): void {
  console.error('The page sent by the server was drawn again in the browser:', error);
}

/**
 * The code of an entry page, readied as its registry entry's first screen says (home's blocks too), with
 * what the server loaded for it when it rendered the page; a failure is the page's to show.
 */
function entryPageCode(page: string, stores: RootStore, loaded?: unknown): Promise<unknown> {
  const definition = (pageRegistry as Record<string, PageDefinition | undefined>)[page];
  return Promise.all([definition?.page(), definition?.firstScreen?.seed?.(stores, loaded)]).catch(() => undefined);
}
