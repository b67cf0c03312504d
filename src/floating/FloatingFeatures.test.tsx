import { act, screen, waitFor } from '@testing-library/react';
import { makeStores, renderWithStores, seed, siteConfig, siteConfigWith } from '../../tests/unit/fixtures.tsx';
import type { SiteConfig } from '../config/types.generated.ts';
import type { RootStore } from '../stores/RootStore.ts';
import { FLOATING_ATTRIBUTE } from '../ui/floatingReserve.ts';
import { FloatingFeatures } from './FloatingFeatures.tsx';

const scripts = vi.hoisted(() => ({ loadScript: vi.fn<(src: string) => Promise<void>>(), parseScriptTags: vi.fn(() => []) }));
vi.mock('../platform/scripts.ts', () => scripts);
const api = vi.hoisted(() => ({ fetchCustomerServiceScript: vi.fn(async () => ({ scripts: '' })) }));
vi.mock('../api/calls.ts', async (actual) => ({ ...(await actual<object>()), ...api }));

/** Stores whose home content has arrived, so what waits for the first screen starts at once. */
function readyStores(config: SiteConfig): RootStore {
  const stores = makeStores(config);
  seed(stores.content.banners, []);
  seed(stores.content.announcements, []);
  seed(stores.content.lanes, []);
  seed(stores.content.customerService, []);
  seed(stores.content.promotions, { promotions: [], available: {} });
  return stores;
}

/** A page whose content is on screen, with the features floating over it. */
const page = (
  <>
    <main>
      <h1>Home</h1>
    </main>
    <FloatingFeatures />
  </>
);

const settle = () =>
  act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 300));
  });

beforeEach(() => {
  scripts.loadScript.mockReset().mockResolvedValue(undefined);
  api.fetchCustomerServiceScript.mockClear();
});

describe('floating features', () => {
  test('a visitor gets no mini-game and no mini-game script', async () => {
    renderWithStores(page, { stores: readyStores(siteConfigWith('xoso68', {})) });
    await settle();
    expect(screen.queryByRole('button', { name: 'Mini-game' })).not.toBeInTheDocument();
    expect(scripts.loadScript).not.toHaveBeenCalled();
  });

  test('a member gets it once; it hides on logout and shows again on the next login', async () => {
    const stores = readyStores(siteConfigWith('xoso68', {}));
    stores.session.save({ token: 't' });
    renderWithStores(page, { stores });
    const launcher = await screen.findByRole('button', { name: 'Mini-game' }, { timeout: 3000 });
    expect(scripts.loadScript).toHaveBeenCalledWith('/mini-game/v1/minigame.js');
    act(() => stores.session.logout());
    expect(screen.queryByRole('button', { name: 'Mini-game' })).not.toBeInTheDocument();
    act(() => stores.session.save({ token: 'u' }));
    expect(screen.getByRole('button', { name: 'Mini-game' })).toBe(launcher);
    expect(scripts.loadScript).toHaveBeenCalledOnce();
  });

  test('the page keeps room at its bottom while the launcher shows, and gives it back when it hides', async () => {
    const reserved = () => document.documentElement.hasAttribute(FLOATING_ATTRIBUTE);
    const stores = readyStores(siteConfigWith('xoso68', {}));
    expect(reserved()).toBe(false);
    stores.session.save({ token: 't' });
    renderWithStores(page, { stores });
    await screen.findByRole('button', { name: 'Mini-game' }, { timeout: 3000 });
    expect(reserved()).toBe(true);
    act(() => stores.session.logout());
    expect(reserved()).toBe(false);
  });

  test('nothing of it for a member of a merchant with both mini-game flags off', async () => {
    const stores = readyStores(siteConfigWith('sorte777', {}));
    stores.session.save({ token: 't' });
    renderWithStores(page, { stores });
    await settle();
    expect(screen.queryByRole('button', { name: 'Mini-game' })).not.toBeInTheDocument();
  });

  test('the customer-service script is asked for only when the merchant allows an origin', async () => {
    renderWithStores(page, { stores: readyStores(siteConfig('xoso68')) });
    await settle();
    expect(api.fetchCustomerServiceScript).not.toHaveBeenCalled();
    renderWithStores(page, { stores: readyStores(siteConfig('royal88')) });
    await waitFor(() => expect(api.fetchCustomerServiceScript).toHaveBeenCalledOnce(), { timeout: 3000 });
  });
});
