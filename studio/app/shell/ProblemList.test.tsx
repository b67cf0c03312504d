// The problems that refuse a save, of the merchant's file and its page's template, as wl validate prints them.
import { act, screen, within } from '@testing-library/react';
import { studioApi, type StudioProblem } from '../state/api.ts';
import { acting, MERCHANT_PATH, merchantDoc, openStudio, projectAnswer, renderStudio, TEMPLATE_PATH } from '../studioFixtures.tsx';
import { ProblemList } from './ProblemList.tsx';

vi.mock('../state/api.ts');

const problem = (file: string, pointer: string, message: string): StudioProblem => ({
  file,
  line: 4,
  column: 3,
  pointer,
  message,
  text: `${file}:4:3 ${pointer} ${message}`,
});

async function showProblems(problems: StudioProblem[]) {
  const project = projectAnswer();
  project.problems = problems;
  const { store } = await openStudio(project);
  renderStudio(<ProblemList store={store} />);
  return store;
}

test('nothing is shown while the files have no problem', async () => {
  await showProblems([]);
  expect(screen.queryByRole('region')).not.toBeInTheDocument();
});

test("the merchant's and its template's problems are listed as wl validate prints them, another merchant's are not", async () => {
  await showProblems([
    problem(MERCHANT_PATH, '/theme/primary', 'must match "^#[0-9a-f]{6}$"'),
    problem(TEMPLATE_PATH, '/blocks/banner/props/autoplayMs', 'must be >= 0'),
    problem('merchants/lucky7.json', '/languages', 'must have at least 1 item'),
  ]);

  const list = screen.getByRole('region', { name: '2 problems in these files' });
  expect(
    within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual([
    'merchants/royal88.json:4:3 /theme/primary must match "^#[0-9a-f]{6}$"',
    'templates/casino-home.json:4:3 /blocks/banner/props/autoplayMs must be >= 0',
  ]);
});

test('what a refused save would have brought to another file is listed too', async () => {
  const store = await showProblems([]);
  act(() => store.change(MERCHANT_PATH, { ...merchantDoc(), defaultLanguage: 'TH' }, 'edit'));
  vi.mocked(studioApi.save).mockResolvedValueOnce({
    status: 'invalid',
    problems: [problem('merchants/lucky7.json', '/pages/home', 'names a block royal88 removed')],
  });

  await acting(() => store.saveAll());

  const list = await screen.findByRole('region', { name: '1 problem in these files' });
  expect(list).toHaveTextContent('merchants/lucky7.json:4:3 /pages/home names a block royal88 removed');
});
