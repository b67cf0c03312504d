import { render } from '@testing-library/react';
import type { RuntimeOverlay } from '../config/types.generated.ts';
import { StoresContext } from '../stores/index.ts';
import { makeStores, seed } from '../../tests/unit/fixtures.tsx';
import { PageOverlays } from './PageOverlays.tsx';

const overlay = (over: Partial<RuntimeOverlay>): RuntimeOverlay => ({
  type: 'announcement-popup',
  props: {},
  priority: 60,
  pointer: 'templates/t.json#/overlays/notice',
  ...over,
});

function mount(overlays: Record<string, RuntimeOverlay>, caps?: { perPageView?: number; perSession?: number }) {
  const stores = makeStores();
  seed(stores.content.announcements, [{ id: 1, title: 'Hi', content: '<p>hi</p>', execution: 'B' }]);
  seed(stores.content.banners, []);
  stores.overlays.enterPage('/m/home');
  const view = render(
    <StoresContext.Provider value={stores}>
      <PageOverlays overlays={overlays} caps={caps} />
    </StoresContext.Provider>,
  );
  return { stores, view };
}

describe('PageOverlays', () => {
  beforeEach(() => vi.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterEach(() => {
    vi.restoreAllMocks();
  });

  test("offers a declared overlay once its rule allows it, with the template's priority, and stops when the page goes", async () => {
    const { stores, view } = mount({ notice: overlay({}) });
    await vi.waitFor(() => expect(stores.overlays.current).toMatchObject({ type: 'announcement-popup', key: 'notice', priority: 60, scope: 'page' }), {
      timeout: 4000,
    });
    view.unmount();
    stores.overlays.withdraw('notice');
    await new Promise((r) => setTimeout(r, 1100));
    expect(stores.overlays.current).toBeUndefined();
  });

  test("offers them paced, under the template's caps (the defaults where it names none)", async () => {
    const { stores } = mount({ notice: overlay({}) }, { perPageView: 1 });
    expect(stores.overlays.caps).toEqual({ perPageView: 1, perSession: 4 });
    await vi.waitFor(() => expect(stores.overlays.current).toMatchObject({ key: 'notice', paced: true }), { timeout: 4000 });
    expect(stores.overlays.shownInPageView).toBe(1);
  });

  test('an unknown type and bad props are skipped and reported with where they come from', async () => {
    const { stores } = mount({
      odd: overlay({ type: 'anouncement-popup', pointer: 'templates/t.json#/overlays/odd' }),
      bad: overlay({ props: { forceRead: 'yes' }, pointer: 'templates/t.json#/overlays/bad' }),
    });
    await vi.waitFor(() => expect(console.warn).toHaveBeenCalledTimes(2), { timeout: 4000 });
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('templates/t.json#/overlays/odd: unknown overlay type "anouncement-popup"'));
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('templates/t.json#/overlays/bad: props/forceRead type'));
    expect(stores.overlays.entries).toEqual([]);
  });
});
