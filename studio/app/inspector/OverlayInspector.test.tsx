// A popup's form: duplicated with what the merchant sees on it, or deleted from the template with the
// merchant's mentions of it, each one step to undo.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeServer, fileText, MERCHANT_PATH, merchantDoc, openStudio, renderStudio } from '../studioFixtures.tsx';
import { OverlayInspector } from './OverlayInspector.tsx';

vi.mock('../state/api.ts');

async function showPopup(id: string) {
  const server = fakeServer();
  server.disk.set(MERCHANT_PATH, fileText({ ...merchantDoc(), pages: { home: { template: 'casino-home', disabled: ['upgrade'] } } }));
  const { store } = await openStudio(undefined, server);
  store.select({ kind: 'overlay', id });
  renderStudio(<OverlayInspector store={store} id={id} />);
  // The form's code loads with the first form: the popup's controls come with it.
  return { store, actions: within(await screen.findByRole('group', { name: 'Popup' })) };
}

test('duplicates a popup, opens the copy, and undo takes it back', async () => {
  const { store, actions } = await showPopup('notice');
  await userEvent.click(actions.getByRole('button', { name: 'Duplicate' }));
  expect(store.docs!.template.overlays?.announcementPopup).toEqual({ type: 'announcement-popup', priority: 80, props: {} });
  expect(store.selection).toEqual({ kind: 'overlay', id: 'announcementPopup' });
  store.undo();
  expect(store.docs!.template.overlays).not.toHaveProperty('announcementPopup');
});

test("deletes a popup from the template with the merchant's mention of it", async () => {
  const { store, actions } = await showPopup('upgrade');
  await userEvent.click(actions.getByRole('button', { name: 'Delete from the template casino-home' }));
  expect(store.docs!.template.overlays).not.toHaveProperty('upgrade');
  expect(store.docs!.merchant.pages.home).not.toHaveProperty('disabled');
  expect(store.selection).toBeUndefined();
});
