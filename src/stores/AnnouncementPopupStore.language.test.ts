// The announcement popup speaks the language shown: a switch brings its items again in the new language,
// and what the player closed in one language stays closed in the others.
import { reaction } from 'mobx';
import { fetchAnnouncements } from '../api/calls.ts';
import { makeStores } from '../../tests/unit/fixtures.tsx';
import { AnnouncementPopupStore } from './AnnouncementPopupStore.ts';
import { overlayProps } from '../../tests/support/props.ts';

vi.mock('../api/calls.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../api/calls.ts')>()),
  fetchAnnouncements: vi.fn(),
}));

test("after a language switch the popup's items are the new language's", async () => {
  const stores = makeStores();
  vi.mocked(fetchAnnouncements).mockImplementation(async () => [
    { id: 7, title: `notice ${stores.i18n.language}`, content: `<p>${stores.i18n.language}</p>`, execution: 'B' },
  ]);
  const popup = stores.feature(AnnouncementPopupStore);
  const stop = popup.start(overlayProps('announcement-popup'));
  await vi.waitFor(() => expect(popup.items.map((item) => item.title)).toEqual(['notice EN']));
  await stores.i18n.setLanguage('CN');
  await vi.waitFor(() => expect(popup.items.map((item) => [item.title, item.content])).toEqual([['notice CN', '<p>CN</p>']]));
  stop();
});

test('closed in one language, it stays closed after a switch, and comes back for new words in a language read', async () => {
  const stores = makeStores();
  let edition = 'first';
  vi.mocked(fetchAnnouncements).mockImplementation(async () => [
    { id: 7, title: `notice ${stores.i18n.language} ${edition}`, content: '<p>…</p>', execution: 'B' },
  ]);
  const popup = stores.feature(AnnouncementPopupStore);
  const stop = popup.start(overlayProps('announcement-popup'));
  await vi.waitFor(() => expect(popup.due).toBe(true), { timeout: 3000 });
  popup.show();
  popup.requestClose();
  popup.closed();
  const due: boolean[] = [];
  const watch = reaction(
    () => popup.due,
    (value) => due.push(value),
  );

  await stores.i18n.setLanguage('CN');
  await vi.waitFor(() => expect(popup.items.map((item) => item.title)).toEqual(['notice CN first']));
  await stores.i18n.setLanguage('TW');
  await vi.waitFor(() => expect(popup.items.map((item) => item.title)).toEqual(['notice TW first']));
  expect(due).toEqual([]);

  edition = 'second';
  await stores.i18n.setLanguage('EN');
  await vi.waitFor(() => expect(popup.items.map((item) => item.title)).toEqual(['notice EN second']));
  expect(due).toEqual([true]);
  watch();
  stop();
});
