// The page's popups and the merchant's sections, each opening its form in the inspector.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeServer, fileText, MERCHANT_PATH, merchantDoc, openStudio, projectAnswer, renderStudio } from '../studioFixtures.tsx';
import { SectionList } from './SectionList.tsx';

vi.mock('../state/api.ts');

async function showSections() {
  const server = fakeServer();
  // royal88 hides the upgrade popup on its home page.
  server.disk.set(MERCHANT_PATH, fileText({ ...merchantDoc(), pages: { home: { template: 'casino-home', disabled: ['upgrade'] } } }));
  const { store } = await openStudio(undefined, server);
  renderStudio(<SectionList store={store} />);
  const [popups, sections] = screen.getAllByRole('list');
  return { store, popups: within(popups), sections: within(sections) };
}

test("the page's popups come highest priority first, each with its priority, one the merchant hides marked so", async () => {
  const { popups } = await showSections();

  expect(screen.getByRole('heading', { name: 'Popups of the page' })).toBeInTheDocument();
  const [notice, upgrade, ...rest] = popups.getAllByRole('button');
  expect(rest).toEqual([]);
  // Each badge read apart from the name and from the other, as they stand apart on screen.
  expect(notice).toHaveAccessibleName('Announcement popup · notice, priority 80');
  expect(upgrade).toHaveAccessibleName('App upgrade · upgrade, priority 50, hidden');
});

test("the merchant's settings are listed by section", async () => {
  const { sections } = await showSections();

  expect(screen.getByRole('heading', { name: 'Merchant settings' })).toBeInTheDocument();
  expect(sections.getAllByRole('button').map((b) => b.textContent)).toEqual([
    'Theme',
    'White-label features',
    'Languages',
    'Announcements',
    'Banners',
    'Game lanes',
    'Images',
    'Popup limits',
  ]);
});

test('choosing a section or a popup opens it, and the list shows which one is open', async () => {
  const user = userEvent.setup();
  const { store, popups, sections } = await showSections();

  await user.click(sections.getByRole('button', { name: 'Banners' }));
  expect(store.selection).toEqual({ kind: 'section', name: 'banners' });
  expect(sections.getByRole('button', { name: 'Banners' })).toHaveAttribute('aria-pressed', 'true');
  expect(sections.getByRole('button', { name: 'Theme' })).toHaveAttribute('aria-pressed', 'false');

  await user.click(popups.getByRole('button', { name: /^App upgrade · upgrade/ }));
  expect(store.selection).toEqual({ kind: 'overlay', id: 'upgrade' });
  expect(popups.getByRole('button', { name: /^App upgrade · upgrade/ })).toHaveAttribute('aria-pressed', 'true');
  expect(sections.getByRole('button', { name: 'Banners' })).toHaveAttribute('aria-pressed', 'false');
});

test('adds a popup from its type, with the defaults its schema gives, and opens it', async () => {
  const user = userEvent.setup();
  const project = projectAnswer();
  project.schemas.overlays = { 'push-prompt': { title: 'Push prompt', properties: { delayMs: { type: 'number', default: 3000 } } } };
  const { store } = await openStudio(project);
  renderStudio(<SectionList store={store} />);

  await user.click(screen.getByRole('button', { name: '+ Add a popup' }));
  const menu = within(screen.getByRole('group', { name: 'Add a popup' }));
  expect(menu.getByText(/used by/)).toBeInTheDocument();
  await user.click(menu.getByRole('button', { name: /: Push prompt$/ }));

  expect(store.docs!.template.overlays?.pushPrompt).toEqual({ type: 'push-prompt', props: { delayMs: 3000 } });
  expect(store.selection).toEqual({ kind: 'overlay', id: 'pushPrompt' });
  expect(screen.getByRole('button', { name: '+ Add a popup' })).toHaveFocus();
});
