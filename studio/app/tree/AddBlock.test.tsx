// Adding a block from its type's presets: the menu the page's (or a parent block's) button opens, grouped
// by category, saying which merchants share the template before anything is added.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TemplateDoc } from '../state/pageEdits.ts';
import { openStudio, renderStudio, TEMPLATE_PATH } from '../studioFixtures.tsx';
import { AddBlock } from './AddBlock.tsx';

vi.mock('../state/api.ts');

async function showAddBlock(parent: string[] = []) {
  const { store } = await openStudio();
  renderStudio(<AddBlock store={store} parent={parent} />);
  return store;
}

const template = (store: Awaited<ReturnType<typeof showAddBlock>>) => store.files.get(TEMPLATE_PATH)!.value as TemplateDoc;

test("the page's add button opens a menu of the types a page takes, by category, saying which merchants share the template", async () => {
  const user = userEvent.setup();
  await showAddBlock();
  const add = screen.getByRole('button', { name: '+ Add a block' });
  expect(add).toHaveAttribute('aria-expanded', 'false');

  await user.click(add);

  const menu = screen.getByRole('group', { name: 'Add a block' });
  expect(add).toHaveAttribute('aria-expanded', 'true');
  expect(add).toHaveAttribute('aria-controls', menu.id);
  expect(menu).toHaveTextContent('This changes the template casino-home, used by 2 merchants: royal88, lucky7.');
  expect(
    within(menu)
      .getAllByRole('heading')
      .map((h) => h.textContent),
  ).toEqual(['Layout', 'Promotion', 'Games']);
  // A header goes only inside a block that takes it, never on the page itself.
  expect(
    within(menu)
      .getAllByRole('button')
      .map((b) => b.textContent),
  ).toEqual(['Sticky container: Sticky container', 'Banner carousel: Wide banners', 'Banner carousel: One still banner', 'Game lanes: Game lanes']);

  await user.click(add);
  expect(screen.queryByRole('group', { name: 'Add a block' })).not.toBeInTheDocument();
});

test("choosing a preset adds a block with the preset's props at the end of the page, chooses it and closes the menu", async () => {
  const user = userEvent.setup();
  const store = await showAddBlock();
  await user.click(screen.getByRole('button', { name: '+ Add a block' }));

  await user.click(screen.getByRole('button', { name: 'Banner carousel: One still banner' }));

  expect(template(store).blocks.bannerCarousel).toEqual({ type: 'banner-carousel', props: { group: 'm_banner', autoplayMs: 0 } });
  expect(template(store).order).toEqual(['top', 'banner', 'lanes', 'bannerCarousel']);
  expect(store.selection).toEqual({ kind: 'block', path: ['bannerCarousel'] });
  expect(store.history.done.at(-1)?.label).toBe('add');
  expect(screen.queryByRole('group', { name: 'Add a block' })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: '+ Add a block' })).toHaveAttribute('aria-expanded', 'false');
});

test('inside a block, the menu offers only the types that block takes, and a type without presets comes with its defaults', async () => {
  const user = userEvent.setup();
  const store = await showAddBlock(['top']);

  await user.click(screen.getByRole('button', { name: '+ Add inside Sticky container' }));
  const menu = screen.getByRole('group', { name: 'Add inside Sticky container' });
  expect(
    within(menu)
      .getAllByRole('button')
      .map((b) => b.textContent),
  ).toEqual(['Header: Header', 'Download bar: Download bar']);
  await user.click(within(menu).getByRole('button', { name: 'Header: Header' }));

  expect(template(store).blocks.top.blocks?.siteHeader).toEqual({ type: 'site-header', props: { showLogin: true } });
  expect(template(store).blocks.top.order).toEqual(['header', 'siteHeader']);
  expect(store.selection).toEqual({ kind: 'block', path: ['top', 'siteHeader'] });
});

test('Escape on a choice of the menu closes it without adding anything', async () => {
  const user = userEvent.setup();
  const store = await showAddBlock();
  await user.click(screen.getByRole('button', { name: '+ Add a block' }));
  await user.tab();
  expect(screen.getByRole('button', { name: 'Sticky container: Sticky container' })).toHaveFocus();

  await user.keyboard('{Escape}');

  expect(screen.queryByRole('group', { name: 'Add a block' })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: '+ Add a block' })).toHaveAttribute('aria-expanded', 'false');
  // Back on the button that opened it, not lost with the menu.
  expect(screen.getByRole('button', { name: '+ Add a block' })).toHaveFocus();
  expect(store.history.done).toEqual([]);
});

test('Escape on the button that opened the menu closes it too', async () => {
  const user = userEvent.setup();
  await showAddBlock();
  await user.click(screen.getByRole('button', { name: '+ Add a block' }));
  expect(screen.getByRole('group', { name: 'Add a block' })).toBeInTheDocument();

  await user.keyboard('{Escape}');

  expect(screen.queryByRole('group', { name: 'Add a block' })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: '+ Add a block' })).toHaveFocus();
});
