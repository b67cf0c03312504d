// The page's blocks as a nested list: choosing one, moving it (buttons, Alt+Arrow keys, drag and drop),
// duplicating, hiding for the merchant and deleting, each an undoable step.
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MERCHANT_PATH, openStudio, projectAnswer, renderStudio, TEMPLATE_PATH } from '../studioFixtures.tsx';
import { BlockTree } from './BlockTree.tsx';

vi.mock('../state/api.ts');

async function showTree(project = projectAnswer()) {
  const { store } = await openStudio(project);
  renderStudio(<BlockTree store={store} />);
  return store;
}

const tree = () => within(screen.getByRole('navigation', { name: 'Blocks of the page' }));
/** The blocks' own buttons (not their actions), in the order the tree shows them. */
const blockNames = () =>
  tree()
    .getAllByRole('button', { name: / · / })
    .filter((button) => !button.hasAttribute('aria-label'))
    .map((button) => button.textContent);
const block = (name: string) => tree().getByRole('button', { name: new RegExp(`^${name}`) });

test("lists the page's blocks in the merchant's order, a nested block inside its parent", async () => {
  await showTree();

  expect(blockNames()).toEqual(['Sticky container · top', 'Header · header', 'Banner carousel · banner', 'Game lanes · lanes']);
  const top = block('Sticky container · top').closest('li')!;
  expect(within(top).getByRole('button', { name: 'Header · header' })).toBeInTheDocument();
});

test('clicking a block chooses it, and the tree shows which one is chosen', async () => {
  const user = userEvent.setup();
  const store = await showTree();

  await user.click(block('Banner carousel · banner'));

  expect(block('Banner carousel · banner')).toHaveAttribute('aria-pressed', 'true');
  expect(block('Game lanes · lanes')).toHaveAttribute('aria-pressed', 'false');
  expect(store.selection).toEqual({ kind: 'block', path: ['banner'] });
});

test("moving a block down changes the merchant's order; the first cannot go up nor the last down", async () => {
  const user = userEvent.setup();
  const store = await showTree();
  expect(tree().getByRole('button', { name: 'Move Sticky container · top up' })).toBeDisabled();
  expect(tree().getByRole('button', { name: 'Move Game lanes · lanes down' })).toBeDisabled();

  await user.click(tree().getByRole('button', { name: 'Move Sticky container · top down' }));

  expect(blockNames()).toEqual(['Banner carousel · banner', 'Sticky container · top', 'Header · header', 'Game lanes · lanes']);
  expect(store.files.get(MERCHANT_PATH)!.value).toMatchObject({ pages: { home: { order: ['banner', 'top', 'lanes'] } } });
  expect(store.history.done.at(-1)?.label).toBe('move');
});

test('Alt+ArrowDown and Alt+ArrowUp move the focused block, and the focus stays on it', async () => {
  const user = userEvent.setup();
  await showTree();
  block('Sticky container · top').focus();

  await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
  expect(blockNames()).toEqual(['Banner carousel · banner', 'Sticky container · top', 'Header · header', 'Game lanes · lanes']);
  expect(block('Sticky container · top')).toHaveFocus();

  block('Game lanes · lanes').focus();
  await user.keyboard('{Alt>}{ArrowUp}{/Alt}');
  expect(blockNames()).toEqual(['Banner carousel · banner', 'Game lanes · lanes', 'Sticky container · top', 'Header · header']);
  expect(block('Game lanes · lanes')).toHaveFocus();
});

test('duplicating a block adds its copy right after it, chosen', async () => {
  const user = userEvent.setup();
  const store = await showTree();

  await user.click(tree().getByRole('button', { name: 'Duplicate Game lanes · lanes' }));

  expect(blockNames()).toEqual(['Sticky container · top', 'Header · header', 'Banner carousel · banner', 'Game lanes · lanes', 'Game lanes · gameLanes']);
  expect(block('Game lanes · gameLanes')).toHaveAttribute('aria-pressed', 'true');
  expect(store.files.get(TEMPLATE_PATH)!.value).toMatchObject({ blocks: { gameLanes: { type: 'game-lanes', props: { layout: 'grid' } } } });
});

test('hiding a page block is for this merchant only, marked in the tree, and undone by showing it; a nested block has no such choice', async () => {
  const user = userEvent.setup();
  const store = await showTree();
  expect(tree().queryByRole('button', { name: /^Hide Header · header/ })).not.toBeInTheDocument();

  await user.click(tree().getByRole('button', { name: 'Hide Banner carousel · banner for this merchant' }));

  expect(block('Banner carousel · banner')).toHaveAccessibleName('Banner carousel · banner, hidden');
  expect(store.files.get(MERCHANT_PATH)!.value).toMatchObject({ pages: { home: { disabled: ['banner'] } } });
  const show = tree().getByRole('button', { name: 'Show Banner carousel · banner for this merchant' });
  expect(show).toHaveAttribute('aria-pressed', 'true');

  await user.click(show);
  expect(block('Banner carousel · banner')).not.toHaveTextContent('hidden');
});

test('deleting the chosen block takes it out of the template and leaves nothing chosen', async () => {
  const user = userEvent.setup();
  const store = await showTree();
  await user.click(block('Banner carousel · banner'));

  await user.click(tree().getByRole('button', { name: 'Delete Banner carousel · banner from the template' }));

  expect(blockNames()).toEqual(['Sticky container · top', 'Header · header', 'Game lanes · lanes']);
  expect(store.selection).toBeUndefined();
  // The focus is not lost with the block: it is on the block that took its place.
  expect(block('Game lanes · lanes')).toHaveFocus();
  expect((store.files.get(TEMPLATE_PATH)!.value as { order: string[] }).order).toEqual(['top', 'lanes']);
});

test('deleting the last block puts the focus on the one before it, and a last nested block on its parent', async () => {
  const user = userEvent.setup();
  await showTree();
  await user.click(tree().getByRole('button', { name: 'Delete Game lanes · lanes from the template' }));
  expect(block('Banner carousel · banner')).toHaveFocus();

  await user.click(tree().getByRole('button', { name: 'Delete Header · header from the template' }));
  expect(block('Sticky container · top')).toHaveFocus();
});

test('a block with a problem in the template says how many, in its name', async () => {
  const project = projectAnswer();
  const message = 'autoplayMs must be >= 0';
  project.problems = [{ file: TEMPLATE_PATH, line: 9, column: 7, pointer: '/blocks/banner/props/autoplayMs', message, text: message }];
  await showTree(project);

  // Read apart from the name, as it stands apart on screen.
  expect(block('Banner carousel · banner')).toHaveAccessibleName('Banner carousel · banner, 1 problem');
  expect(block('Game lanes · lanes')).not.toHaveAccessibleName(/problem/);
});

test('dragging a block onto another puts it in that place', async () => {
  const store = await showTree();
  const item = (name: string) => block(name).closest('li')!;
  const dataTransfer = { setData: vi.fn(), effectAllowed: 'all' };

  fireEvent.dragStart(item('Game lanes · lanes'), { dataTransfer });
  fireEvent.dragOver(item('Sticky container · top'), { dataTransfer });
  fireEvent.drop(item('Sticky container · top'), { dataTransfer });

  expect(blockNames()).toEqual(['Game lanes · lanes', 'Sticky container · top', 'Header · header', 'Banner carousel · banner']);
  expect(store.history.done.map((step) => step.label)).toEqual(['move']);
});
