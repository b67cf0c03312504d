// A file changed on disk while the operator had changes to it: the modal that shows both sides and the
// choices (keep both, write mine over it, take the file from disk), and the notice before any save.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { studioApi } from '../state/api.ts';
import type { StudioStore } from '../state/StudioStore.ts';
import {
  acting,
  emulateModalDialogs,
  fakeServer,
  fileText,
  MERCHANT_PATH,
  merchantDoc,
  openStudio,
  renderStudio,
  type FakeServer,
} from '../studioFixtures.tsx';
import { ConflictDialog, DiskChangedNotice } from './ConflictDialog.tsx';

vi.mock('../state/api.ts');
emulateModalDialogs();
afterEach(() => vi.restoreAllMocks());

const TITLE = 'merchants/royal88.json changed on disk';
const theirs = { ...merchantDoc(), defaultLanguage: 'TW', theme: { primary: '#c00' } };

/** The operator changed royal88's default language; meanwhile someone changed the file on disk, and the save meets it. */
async function saveMeetsChangeOnDisk(touching: { pointer: string; mine: unknown; theirs: unknown }[] = []) {
  const { store, server } = await openStudio();
  renderStudio(<ConflictDialog store={store} />);
  act(() => store.change(MERCHANT_PATH, { ...merchantDoc(), defaultLanguage: 'EN' }, 'edit'));
  server.disk.set(MERCHANT_PATH, fileText(theirs));
  vi.mocked(studioApi.save).mockResolvedValueOnce({
    status: 'conflict',
    conflict: { text: fileText(theirs), value: theirs, changes: ['/defaultLanguage', '/theme'] },
    conflicts: touching,
  });
  await acting(() => store.saveAll());
  return { store, server, dialog: await screen.findByRole('dialog', { name: TITLE }) };
}

const merchantFile = (store: StudioStore) => store.files.get(MERCHANT_PATH)!;
const onDisk = (server: FakeServer) => JSON.parse(server.disk.get(MERCHANT_PATH)!) as unknown;

test('a save that meets a change on disk opens a modal listing where each side changed the file, with the focus inside it', async () => {
  const showModal = vi.spyOn(HTMLDialogElement.prototype, 'showModal');
  const { store, server, dialog } = await saveMeetsChangeOnDisk();

  expect(showModal).toHaveBeenCalledTimes(1);
  // The dialog itself, read with its explanation: no choice that drops a side's changes is one key away.
  expect(document.activeElement).toBe(dialog);
  expect(dialog).toHaveAccessibleDescription(/Nothing is written until you choose/);
  const [disk, mine] = within(dialog).getAllByRole('list');
  expect(within(dialog).getByRole('heading', { name: 'Changed on disk' })).toBeInTheDocument();
  expect(
    within(disk)
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual(['/defaultLanguage', '/theme']);
  expect(within(dialog).getByRole('heading', { name: 'Your changes' })).toBeInTheDocument();
  expect(
    within(mine)
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual(['/defaultLanguage']);
  // Nothing is written until the operator chooses.
  expect(onDisk(server)).toEqual(theirs);
  expect(merchantFile(store).dirty).toBe(true);
});

test('keeping both saves a merge of the two sides and closes the dialog', async () => {
  const user = userEvent.setup();
  const { store } = await saveMeetsChangeOnDisk();

  await user.click(screen.getByRole('button', { name: 'Keep both' }));

  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(studioApi.save).toHaveBeenLastCalledWith(MERCHANT_PATH, fileText(merchantDoc()), { ...merchantDoc(), defaultLanguage: 'EN' }, 'merge');
  expect(merchantFile(store).status).toBe('saved');
});

test("where both sides changed the same place, each side's value is shown and only writing mine over it or taking theirs is offered", async () => {
  const user = userEvent.setup();
  const { server, dialog } = await saveMeetsChangeOnDisk([{ pointer: '/defaultLanguage', mine: 'EN', theirs: 'TW' }]);

  expect(within(dialog).getByRole('heading', { name: '1 place changed on both sides' })).toBeInTheDocument();
  expect(dialog).toHaveTextContent('/defaultLanguage: yours "EN", on disk "TW"');
  expect(within(dialog).getByRole('button', { name: 'Keep both' })).toBeDisabled();

  await user.click(within(dialog).getByRole('button', { name: 'Write mine over it' }));

  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(studioApi.save).toHaveBeenLastCalledWith(MERCHANT_PATH, expect.any(String), expect.anything(), 'overwrite');
  expect(onDisk(server)).toEqual({ ...merchantDoc(), defaultLanguage: 'EN' });
});

test("taking the file from disk drops the operator's changes to it, and their undo steps", async () => {
  const user = userEvent.setup();
  const { store } = await saveMeetsChangeOnDisk();

  await user.click(screen.getByRole('button', { name: 'Take the file from disk (drop my changes to it)' }));

  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(studioApi.discard).toHaveBeenCalledWith(MERCHANT_PATH);
  expect(merchantFile(store).value).toEqual(theirs);
  expect(merchantFile(store).dirty).toBe(false);
  expect(store.history.done).toEqual([]);
});

test('Escape closes the dialog without writing anything; the changes stay, and the next save asks again', async () => {
  const user = userEvent.setup();
  const { store, server } = await saveMeetsChangeOnDisk();

  await user.keyboard('{Escape}');

  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(studioApi.save).toHaveBeenCalledTimes(1);
  expect(onDisk(server)).toEqual(theirs);
  expect(merchantFile(store).value).toEqual({ ...merchantDoc(), defaultLanguage: 'EN' });

  vi.mocked(studioApi.save).mockResolvedValueOnce({ status: 'conflict', conflict: { text: fileText(theirs), value: theirs, changes: ['/theme'] } });
  await acting(() => store.saveAll());
  expect(await screen.findByRole('dialog', { name: TITLE })).toBeInTheDocument();
});

test('a draft kept from before the file changed on disk is announced at once, with keeping both or taking the file from disk', async () => {
  const user = userEvent.setup();
  const server = fakeServer();
  // The studio kept a draft made to the file as it was; the file on disk has changed since.
  server.drafts.set(MERCHANT_PATH, { baseText: fileText(merchantDoc()), value: { ...merchantDoc(), defaultLanguage: 'EN' } });
  server.disk.set(MERCHANT_PATH, fileText(theirs));
  const { store } = await openStudio(undefined, server);
  renderStudio(<DiskChangedNotice store={store} />);

  const notice = screen.getByRole('alert');
  expect(notice).toHaveTextContent('merchants/royal88.json changed on disk while you were editing it.');
  await user.click(within(notice).getByRole('button', { name: 'Keep both' }));

  await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  expect(studioApi.save).toHaveBeenCalledWith(MERCHANT_PATH, fileText(merchantDoc()), { ...merchantDoc(), defaultLanguage: 'EN' }, 'merge');
});
