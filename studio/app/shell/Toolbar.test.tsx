// The studio's top bar: undo and redo with what they would take back, save and discard, the files'
// status, the merchant (locked while changes are unsaved) and the studio's language.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { studioApi } from '../state/api.ts';
import { withMove } from '../state/pageEdits.ts';
import type { StudioStore } from '../state/StudioStore.ts';
import { MERCHANT_PATH, merchantDoc, openStudio, renderStudio, TEMPLATE_PATH, templateDoc } from '../studioFixtures.tsx';
import { Toolbar } from './Toolbar.tsx';

vi.mock('../state/api.ts');

async function showToolbar() {
  const { store, server } = await openStudio();
  const onSave = vi.fn();
  const onLanguage = vi.fn();
  const onPublish = vi.fn();
  const onHistory = vi.fn();
  renderStudio(<Toolbar store={store} language="en" onLanguage={onLanguage} onSave={onSave} onPublish={onPublish} onHistory={onHistory} />);
  return { store, server, onSave, onLanguage, onPublish, onHistory };
}

/** The operator moves the banner above the header, as the block tree does. */
const moveBannerUp = (store: StudioStore) => act(() => store.applyDocs(withMove(store.docs!, [], 1, 0), 'move'));

const history = () => within(screen.getByRole('group', { name: 'History' }));
const changes = () => within(screen.getByRole('group', { name: 'Changes' }));

test('with nothing changed, undo, redo, discard and save are unavailable and the status says all is saved', async () => {
  await showToolbar();

  expect(history().getByRole('button', { name: 'Undo' })).toBeDisabled();
  expect(history().getByRole('button', { name: 'Redo' })).toBeDisabled();
  expect(changes().getByRole('button', { name: 'Discard changes' })).toBeDisabled();
  expect(changes().getByRole('button', { name: 'Save' })).toBeDisabled();
  expect(screen.getByRole('status')).toHaveTextContent('All changes saved');
});

test('after a change, undo says what it takes back and the status names the changed file', async () => {
  const { store } = await showToolbar();

  moveBannerUp(store);

  const undo = history().getByRole('button', { name: 'Undo' });
  expect(undo).toBeEnabled();
  expect(undo).toHaveAccessibleDescription('Undo: move a block');
  expect(history().getByRole('button', { name: 'Redo' })).toBeDisabled();
  expect(changes().getByRole('button', { name: 'Save' })).toBeEnabled();
  expect(screen.getByRole('status')).toHaveTextContent(`Unsaved changes in ${MERCHANT_PATH}`);
});

test('undo takes the change back and offers to redo it under the same name; redo brings it again', async () => {
  const user = userEvent.setup();
  const { store } = await showToolbar();
  moveBannerUp(store);

  await user.click(history().getByRole('button', { name: 'Undo' }));

  expect(screen.getByRole('status')).toHaveTextContent('All changes saved');
  expect(history().getByRole('button', { name: 'Undo' })).toBeDisabled();
  const redo = history().getByRole('button', { name: 'Redo' });
  expect(redo).toHaveAccessibleDescription('Redo: move a block');

  await user.click(redo);

  expect(store.tree.map((node) => node.id)).toEqual(['banner', 'top', 'lanes']);
  expect(screen.getByRole('status')).toHaveTextContent(`Unsaved changes in ${MERCHANT_PATH}`);
  expect(redo).toBeDisabled();
});

test('save is handed to the page; a problem the check finds in a changed file is counted, and said to refuse the save', async () => {
  const user = userEvent.setup();
  const { store, server, onSave } = await showToolbar();
  const message = 'pages.home.order[0] names no block of the template';
  server.check = { problems: [{ file: MERCHANT_PATH, line: 3, column: 5, pointer: '/pages/home/order/0', message, text: message }], checks: [] };

  moveBannerUp(store);

  // The check answers the draft the change sent.
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('1 problem to fix before saving'));
  const save = changes().getByRole('button', { name: 'Save' });
  expect(save).toHaveAccessibleDescription('Save is refused while a problem stands.');
  await user.click(save);
  expect(onSave).toHaveBeenCalledTimes(1);
});

test('discarding asks first, drops the changes to every changed file, and undo brings them back', async () => {
  const user = userEvent.setup();
  const { store } = await showToolbar();
  const asked = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
  act(() => {
    store.change(MERCHANT_PATH, { ...merchantDoc(), defaultLanguage: 'EN' }, 'edit');
    store.change(TEMPLATE_PATH, { ...templateDoc(), order: ['lanes', 'top', 'banner'] }, 'edit');
  });
  expect(screen.getByRole('status')).toHaveTextContent(`Unsaved changes in ${MERCHANT_PATH}, ${TEMPLATE_PATH}`);

  // Declined: nothing is dropped.
  await user.click(changes().getByRole('button', { name: 'Discard changes' }));
  expect(asked).toHaveBeenCalledWith(`Discard the unsaved changes to ${MERCHANT_PATH}, ${TEMPLATE_PATH}? Undo brings them back.`);
  expect(studioApi.discard).not.toHaveBeenCalled();

  await user.click(changes().getByRole('button', { name: 'Discard changes' }));
  expect(await screen.findByText('All changes saved')).toBeInTheDocument();
  expect(studioApi.discard).toHaveBeenCalledWith(MERCHANT_PATH);
  expect(studioApi.discard).toHaveBeenCalledWith(TEMPLATE_PATH);
  expect(store.files.get(MERCHANT_PATH)!.value).toEqual(merchantDoc());

  expect(history().getByRole('button', { name: 'Undo' })).toHaveAttribute('title', 'Undo: discard changes');
  await user.click(history().getByRole('button', { name: 'Undo' }));
  expect(store.files.get(MERCHANT_PATH)!.value).toEqual({ ...merchantDoc(), defaultLanguage: 'EN' });
  expect(screen.getByRole('status')).toHaveTextContent(`Unsaved changes in ${MERCHANT_PATH}, ${TEMPLATE_PATH}`);
});

test('the merchant is locked while changes are unsaved, saying why, and switches once they are gone', async () => {
  const user = userEvent.setup();
  const { store } = await showToolbar();
  const merchant = screen.getByRole('combobox', { name: /^Merchant/ });
  expect(merchant).toHaveDisplayValue('Royal 88 (royal88)');

  moveBannerUp(store);
  expect(merchant).toBeDisabled();
  expect(merchant).toHaveAccessibleDescription('Save or discard your changes before switching merchant.');

  await user.click(history().getByRole('button', { name: 'Undo' }));
  expect(merchant).toBeEnabled();
  await user.selectOptions(merchant, 'Lucky 7 (lucky7)');

  expect(screen.getByRole('combobox', { name: /^Merchant/ })).toHaveDisplayValue('Lucky 7 (lucky7)');
  expect(studioApi.file).toHaveBeenCalledWith('merchants/lucky7.json');
});

test("the studio's language is offered in each language's own name", async () => {
  const user = userEvent.setup();
  const { onLanguage } = await showToolbar();
  const language = screen.getByRole('combobox', { name: 'Studio language' });
  expect(language).toHaveDisplayValue('English');

  await user.selectOptions(language, '中文');

  expect(onLanguage).toHaveBeenCalledWith('zh');
});

test('Publish and the release history open their dialogs, whatever is unsaved', async () => {
  const { store, onPublish, onHistory } = await showToolbar();
  moveBannerUp(store);
  const releases = within(screen.getByRole('group', { name: 'Releases' }));
  await userEvent.click(releases.getByRole('button', { name: 'Publish…' }));
  await userEvent.click(releases.getByRole('button', { name: 'Release history' }));
  expect(onPublish).toHaveBeenCalledTimes(1);
  expect(onHistory).toHaveBeenCalledTimes(1);
});
