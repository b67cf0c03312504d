import { act, screen, waitFor, waitForElementToBeRemoved } from '@testing-library/react';
import type { ResolvedPage } from '../config/types.generated.ts';
import { makeStores, renderWithStores, seed, siteConfig } from '../../tests/unit/fixtures.tsx';
import { TemplatePage } from './TemplatePage.tsx';

const page = (blocks: ResolvedPage['blocks']): ResolvedPage => ({ template: 't', blocks, order: Object.keys(blocks), overlays: {} });
const marquee = { type: 'marquee', props: { speed: 60 }, pointer: 'templates/t.json#/blocks/notice' };

/** Renders and lets the lazily loaded blocks arrive, as the browser would. */
async function renderPage(resolved: ResolvedPage, preview: boolean) {
  const stores = makeStores(siteConfig('royal88', { preview }));
  seed(stores.content.announcements, [{ id: 1, title: 'Hello players', content: '<p>Hi</p>', execution: 'B' }]);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  await act(async () => {
    renderWithStores(<TemplatePage page={resolved} />, { stores });
  });
}

describe('TemplatePage', () => {
  afterEach(() => vi.restoreAllMocks());

  test('renders the blocks of a template through the registry', async () => {
    await renderPage(page({ notice: marquee }), false);
    expect(await screen.findByRole('marquee', { name: 'Announcements' })).toHaveTextContent('Hello players');
  });

  test('in preview, an unknown block is a visible notice and the rest still renders', async () => {
    await renderPage(page({ odd: { type: 'baner-carousel', props: {}, pointer: 'templates/t.json#/blocks/odd' }, notice: marquee }), true);
    expect(await screen.findByRole('marquee')).toBeInTheDocument();
    const notice = screen.getByRole('note');
    expect(notice).toHaveTextContent('Block "baner-carousel" of merchant royal88 was skipped');
    expect(notice).toHaveTextContent('templates/t.json#/blocks/odd');
  });

  test('in production, a block with bad props is skipped silently and reported once', async () => {
    await renderPage(page({ bad: { ...marquee, props: { speed: 'fast' }, pointer: 'p#/blocks/bad' }, notice: marquee }), false);
    expect(await screen.findByRole('marquee')).toBeInTheDocument();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    expect(screen.getAllByRole('marquee')).toHaveLength(1);
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('p#/blocks/bad'));
  });

  test('shows blocks and content within their windows only, and drops them when a window ends on a page left open', async () => {
    const inMs = (ms: number) => new Date(Date.now() + ms).toISOString();
    const stores = makeStores(siteConfig('royal88', { preview: false }));
    seed(stores.content.announcements, [
      { id: 1, title: 'Hello players', content: '<p>Hi</p>', execution: 'B' },
      { id: 2, title: 'Flash sale', content: '<p>Now</p>', execution: 'B', activeUntil: inMs(300) },
      { id: 3, title: 'Next week', content: '<p>Later</p>', execution: 'B', activeFrom: inMs(7 * 24 * 3600 * 1000) },
    ]);
    const resolved = page({
      over: { ...marquee, pointer: 'templates/t.json#/blocks/over', activeUntil: inMs(-1000) },
      notice: { ...marquee, activeUntil: inMs(900) },
    });
    await act(async () => {
      renderWithStores(<TemplatePage page={resolved} />, { stores });
    });
    const shown = await screen.findByRole('marquee', { name: 'Announcements' });
    expect(screen.getAllByRole('marquee')).toHaveLength(1);
    expect(shown).toHaveTextContent('Flash sale');
    expect(shown).not.toHaveTextContent('Next week');
    await waitFor(() => expect(shown).not.toHaveTextContent('Flash sale'));
    expect(shown).toHaveTextContent('Hello players');
    await waitForElementToBeRemoved(() => screen.queryByRole('marquee'), { timeout: 3000 });
  });
});
