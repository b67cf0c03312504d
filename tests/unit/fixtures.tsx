// One-line fixtures for component tests: the stores of a shipped merchant, rendered with its messages.
import type { ClubLabel, MemberInfo } from '../../src/api/types.ts';
import { act, render } from '@testing-library/react';
import { runInAction } from 'mobx';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { buildSiteConfig } from '../../project/siteConfig.ts';
import type { MerchantFile, PageTemplate, SiteConfig } from '../../src/config/types.generated.ts';
import type { Resource } from '../../src/stores/ContentStore.ts';
import { OverlayHost } from '../../src/overlays/OverlayHost.tsx';
import { StoresContext } from '../../src/stores/index.ts';
import { RootStore } from '../../src/stores/RootStore.ts';
import { BUNDLES } from '../../src/i18n/compiled/bundles.ts';

const root = path.resolve(__dirname, '../..');

/** English, every bundle: components are tested with their messages present. */
const english = Object.assign(
  {},
  ...BUNDLES.map((bundle) => JSON.parse(readFileSync(path.join(root, 'src/i18n/compiled', bundle, 'EN.json'), 'utf8'))),
) as Record<string, unknown>;

export function merchantFile(code = 'royal88'): MerchantFile {
  return JSON.parse(readFileSync(path.join(root, 'merchants', `${code}.json`), 'utf8')) as MerchantFile;
}

export function siteConfig(code = 'royal88', overrides: Partial<SiteConfig> = {}): SiteConfig {
  const merchant = merchantFile(code);
  const name = merchant.pages.home.template;
  const template = JSON.parse(readFileSync(path.join(root, 'templates', `${name}.json`), 'utf8')) as PageTemplate;
  return { ...buildSiteConfig(merchant, new Map([[name, template]]), { preview: false }), ...overrides };
}

/** A page's stores in English; the core messages start loading, as boot does before the first render. */
export function makeStores(config: SiteConfig = siteConfig()): RootStore {
  const stores = new RootStore(config, 'EN');
  void stores.i18n.load();
  return stores;
}

/** Marks a content resource as loaded with a value, so no request is made. */
export function seed<T>(resource: Resource<T>, value: T): void {
  runInAction(() => {
    resource.value = value;
    resource.isLoaded = true;
  });
}

function LocationProbe() {
  const location = useLocation();
  return <output aria-label="location">{location.pathname + location.search}</output>;
}

/**
 * Renders UI with stores, English messages and a router at `url`, with the overlay host as the app has it;
 * the current location is readable by role.
 */
export function renderWithStores(ui: ReactNode, { stores = makeStores(), url = '/m/home' }: { stores?: RootStore; url?: string } = {}) {
  const result = render(
    <StoresContext.Provider value={stores}>
      <IntlProvider locale="en" messages={english as never}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route
              path="*"
              element={
                <>
                  {ui}
                  <LocationProbe />
                </>
              }
            />
          </Routes>
          <OverlayHost />
        </MemoryRouter>
      </IntlProvider>
    </StoresContext.Provider>,
  );
  return { ...result, stores };
}

/** As renderWithStores, and lets lazily loaded code (an overlay, a block) arrive before it returns. */
export async function renderSettled(ui: ReactNode, options: { stores?: RootStore; url?: string } = {}) {
  let result: ReturnType<typeof renderWithStores> | undefined;
  await act(async () => {
    result = renderWithStores(ui, options);
  });
  return result!;
}

/** What a captcha validation answers: v3's three fields, or any object for v4. */
export type FakeValidate = Record<string, string | number> | false | undefined;

/**
 * A stand-in for the bot-check script's captcha object: the test fires its events (ready, success,
 * error, close) and chooses what getValidate answers. `verify` and `destroy` are spies.
 */
export function fakeCaptcha(validate: FakeValidate = { geetest_challenge: 'ch', geetest_validate: 'va', geetest_seccode: 'sc' }) {
  const handlers: {
    ready?: () => void;
    success?: () => void;
    error?: (error: { error_code?: number | string; code?: number | string; msg?: string }) => void;
    close?: () => void;
  } = {};
  const state = { validate };
  const obj = {
    onReady(fn: () => void) {
      handlers.ready = fn;
      return obj;
    },
    onSuccess(fn: () => void) {
      handlers.success = fn;
      return obj;
    },
    onError(fn: NonNullable<typeof handlers.error>) {
      handlers.error = fn;
      return obj;
    },
    onClose(fn: () => void) {
      handlers.close = fn;
      return obj;
    },
    verify: vi.fn<() => void>(),
    getValidate: () => state.validate,
    reset: vi.fn<() => void>(),
    destroy: vi.fn<() => void>(),
  };
  return {
    obj,
    ready: () => handlers.ready?.(),
    succeed: (answer: FakeValidate = state.validate) => {
      state.validate = answer;
      handlers.success?.();
    },
    error: (error: { error_code?: number | string; code?: number | string; msg?: string }) => handlers.error?.(error),
    close: () => handlers.close?.(),
  };
}

/** Lets pending promise callbacks run (several turns, for chains of awaits). */
export async function flushPromises(turns = 10): Promise<void> {
  for (let i = 0; i < turns; i++) await Promise.resolve();
}

/** The site config with some white-label flags and register settings replaced. */
export function siteConfigWith(
  code: string,
  {
    whitelabel = {},
    register,
    gw,
  }: { whitelabel?: Partial<SiteConfig['whitelabel']>; register?: Partial<SiteConfig['register']>; gw?: Partial<SiteConfig['gw']> },
): SiteConfig {
  const base = siteConfig(code);
  return {
    ...base,
    whitelabel: { ...base.whitelabel, ...whitelabel },
    register: { ...base.register, ...register },
    gw: { ...base.gw, ...gw },
  };
}

/** A member as /wps/member/info answers: lucky8, a type 0 member without a rank, unless told otherwise. */
export const memberInfo = (over: Partial<MemberInfo> = {}): MemberInfo => ({
  id: 7,
  customerId: over.id ?? 7,
  userName: 'lucky8',
  type: 0,
  language: null,
  clubLabel: null,
  ...over,
});

/** A VIP rank as the member's info carries it: Gold, earned by deposits, unless told otherwise. */
export const clubLabel = (over: Partial<ClubLabel> = {}): ClubLabel => ({ labelId: 23, labelName: 'Gold', type: 'AUTO', rankLevel: 3, ...over });
