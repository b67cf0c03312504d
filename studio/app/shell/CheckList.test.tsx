// What wl validate's rules across files find about the merchant and its template: shown with their
// severity, never a reason to refuse a save.
import { act, screen, waitFor, within } from '@testing-library/react';
import type { StudioCheck } from '../state/api.ts';
import { withMove } from '../state/pageEdits.ts';
import { fakeServer, MERCHANT_PATH, openStudio, projectAnswer, renderStudio, TEMPLATE_PATH } from '../studioFixtures.tsx';
import { CheckList } from './CheckList.tsx';

vi.mock('../state/api.ts');

const check = (file: string, severity: StudioCheck['severity'], message: string, owner?: string): StudioCheck => ({
  file,
  line: 1,
  column: 1,
  pointer: '',
  message,
  text: `${file} ${message}`,
  severity,
  rule: 'images-exist',
  owner,
});

test("the merchant's and its template's findings are listed with their severity, another merchant's are not", async () => {
  const project = projectAnswer();
  project.checks = [
    check(MERCHANT_PATH, 'error', 'names /cdn/royal88/missing.png, which is not in its assets'),
    check(TEMPLATE_PATH, 'warning', 'banner group m_promo is empty'),
    check('merchants/lucky7.json', 'error', 'lists no language'),
    // A finding about a file that is not JSON (an image no file names) is the merchant's it belongs to.
    check('merchants/assets/royal88/old-banner.png', 'warning', 'is named by no file', MERCHANT_PATH),
  ];
  const { store } = await openStudio(project);
  renderStudio(<CheckList store={store} />);

  const list = screen.getByRole('region', { name: '3 findings of the checks across files (wl validate)' });
  expect(
    within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual([
    'Error merchants/royal88.json names /cdn/royal88/missing.png, which is not in its assets',
    'Warning templates/casino-home.json banner group m_promo is empty',
    'Warning merchants/assets/royal88/old-banner.png is named by no file',
  ]);
});

test("the findings follow the operator's drafts, and go when none is left", async () => {
  const server = fakeServer();
  const { store } = await openStudio(undefined, server);
  renderStudio(<CheckList store={store} />);
  expect(screen.queryByRole('region')).not.toBeInTheDocument();

  server.check = { problems: [], checks: [check(MERCHANT_PATH, 'warning', 'pages.home.order hides the header')] };
  act(() => store.applyDocs(withMove(store.docs!, [], 0, 2), 'move'));
  expect(await screen.findByRole('region', { name: '1 finding of the checks across files (wl validate)' })).toHaveTextContent(
    'pages.home.order hides the header',
  );

  server.check = { problems: [], checks: [] };
  act(() => store.undo());
  await waitFor(() => expect(screen.queryByRole('region')).not.toBeInTheDocument());
});
