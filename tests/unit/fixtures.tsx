// One-line fixtures for component tests: the stores of a shipped merchant, rendered with its messages.
import { render } from '@testing-library/react';
import { runInAction } from 'mobx';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { buildSiteConfig } from '../../scripts/lib/siteConfig.ts';
import type { MerchantFile, PageTemplate, SiteConfig } from '../../src/config/types.generated.ts';
import type { Resource } from '../../src/stores/ContentStore.ts';
import { StoresContext } from '../../src/stores/index.ts';
import { RootStore } from '../../src/stores/RootStore.ts';
import english from '../../src/i18n/compiled/EN.json';

const root = path.resolve(__dirname, '../..');

export function merchantFile(code = 'royal88'): MerchantFile {
  return JSON.parse(readFileSync(path.join(root, 'merchants', `${code}.json`), 'utf8')) as MerchantFile;
}

export function siteConfig(code = 'royal88', overrides: Partial<SiteConfig> = {}): SiteConfig {
  const merchant = merchantFile(code);
  const name = merchant.pages.home.template;
  const template = JSON.parse(readFileSync(path.join(root, 'templates', `${name}.json`), 'utf8')) as PageTemplate;
  return { ...buildSiteConfig(merchant, new Map([[name, template]]), { preview: false }), ...overrides };
}

export function makeStores(config: SiteConfig = siteConfig()): RootStore {
  return new RootStore(config, 'EN');
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

/** Renders UI with stores, English messages and a router at `url`; the current location is readable by role. */
export function renderWithStores(ui: ReactNode, { stores = makeStores(), url = '/m/home' }: { stores?: RootStore; url?: string } = {}) {
  const result = render(
    <StoresContext.Provider value={stores}>
      <IntlProvider locale="en" messages={english as never}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path="*" element={<>{ui}<LocationProbe /></>} />
          </Routes>
        </MemoryRouter>
      </IntlProvider>
    </StoresContext.Provider>,
  );
  return { ...result, stores };
}
