// Publish and the release history as an operator uses them: what changes is shown before anything is
// published; a standing problem or an unsaved change refuses, as Save does; each release's changes, a
// rollback and a restore as drafts are a button away.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { studioApi, type PublicationAnswer, type ReleasesAnswer } from '../state/api.ts';
import { emulateModalDialogs, openStudio, renderStudio } from '../studioFixtures.tsx';
import { PublishDialog } from './PublishDialog.tsx';
import { ReleaseHistory } from './ReleaseHistory.tsx';

vi.mock('../state/api.ts');
emulateModalDialogs();

const plan = (over: Partial<PublicationAnswer> = {}): PublicationAnswer => ({
  changes: ['Changes against release 1, active now:', '  merchants/royal88.json: 1 field changed'],
  problems: [],
  unsaved: [],
  tooLarge: [],
  ...over,
});

describe('PublishDialog', () => {
  it('shows what changes, then publishes with the note and says the release is served', async () => {
    vi.mocked(studioApi.publication).mockResolvedValue(plan());
    vi.mocked(studioApi.publish).mockResolvedValue({ id: 2, activeFrom: new Date().toISOString(), changes: plan().changes, pruned: [] });
    renderStudio(<PublishDialog open onClose={vi.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: 'Publish the saved files' });
    expect(await within(dialog).findByLabelText('What changes against the active release')).toHaveTextContent('merchants/royal88.json: 1 field changed');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Note (what this release is for)' }), 'Festival banners');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Publish' }));
    expect(studioApi.publish).toHaveBeenCalledWith('Festival banners', undefined);
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Release #2 is published and served now.');
  });

  it('publishes at a chosen time, sent as the instant it names', async () => {
    vi.mocked(studioApi.publication).mockResolvedValue(plan());
    vi.mocked(studioApi.publish).mockResolvedValue({ id: 3, activeFrom: '2030-12-24T00:00:00.000Z', changes: [], pruned: [1] });
    renderStudio(<PublishDialog open onClose={vi.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: 'Publish the saved files' });
    await userEvent.click(await within(dialog).findByRole('radio', { name: 'At a time' }));
    const publish = within(dialog).getByRole('button', { name: 'Publish' });
    expect(publish).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText("Date and time (this computer's clock)"), '2030-12-24T07:00');
    await userEvent.click(publish);
    expect(studioApi.publish).toHaveBeenCalledWith('', new Date('2030-12-24T07:00').toISOString());
    expect(await within(dialog).findByText('Older releases pruned: #1.')).toBeInTheDocument();
  });

  it.each([
    [{ unsaved: ['merchants/royal88.json'] }, 'Save or discard the changes to merchants/royal88.json first'],
    [
      {
        problems: [
          { file: 'merchants/royal88.json', line: 3, column: 5, pointer: '/name', message: 'too short', text: 'merchants/royal88.json:3:5 /name too short' },
        ],
      },
      'Not publishable: 1 problem stands',
    ],
  ])('refuses while %j', async (over, said) => {
    vi.mocked(studioApi.publication).mockResolvedValue(plan(over));
    renderStudio(<PublishDialog open onClose={vi.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: 'Publish the saved files' });
    expect(await within(dialog).findByText(new RegExp(said))).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Publish' })).toBeDisabled();
  });
});

describe('ReleaseHistory', () => {
  const releases: ReleasesAnswer = {
    database: 'PGlite at .data/pglite',
    releases: [
      { id: 2, state: 'active', publishedAt: '2026-12-02T10:00:00Z', publishedBy: 'ana', note: 'festival', gitCommit: null, scheduledFor: null },
      { id: 1, state: 'past', publishedAt: '2026-12-01T10:00:00Z', publishedBy: 'ana', note: 'opening', gitCommit: null, scheduledFor: null },
    ],
  };

  it("lists the releases, shows one's changes, rolls back to a past one and restores one as drafts", async () => {
    const { store } = await openStudio();
    vi.mocked(studioApi.releases).mockResolvedValue(releases);
    vi.mocked(studioApi.releaseDiff).mockResolvedValue({ id: 2, against: 1, lines: ['merchants/royal88.json:', '  /name: "A" → "B"'] });
    vi.mocked(studioApi.rollback).mockResolvedValue({ active: 1, from: 2 });
    vi.mocked(studioApi.restore).mockResolvedValue({ restored: ['merchants/royal88.json'], left: [], problems: [], checks: [] });
    const reopen = vi.spyOn(store, 'reopen').mockResolvedValue();
    renderStudio(<ReleaseHistory store={store} open onClose={vi.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: 'Release history' });
    const second = await within(dialog).findByRole('listitem', { name: 'Release 2' });
    expect(second).toHaveTextContent('#2 active');
    expect(second).toHaveTextContent('festival');
    // The active release is served already: no rollback to it.
    expect(within(second).queryByRole('button', { name: 'Roll back to this' })).not.toBeInTheDocument();

    await userEvent.click(within(second).getByRole('button', { name: 'Changes' }));
    expect(await within(second).findByLabelText('Changes of release 2')).toHaveTextContent('/name: "A" → "B"');

    const first = within(dialog).getByRole('listitem', { name: 'Release 1' });
    await userEvent.click(within(first).getByRole('button', { name: 'Roll back to this' }));
    expect(studioApi.rollback).toHaveBeenCalledWith(1);
    expect(await within(dialog).findByText('Release #1 is served again (rolled back from #2).')).toBeInTheDocument();

    await userEvent.click(within(first).getByRole('button', { name: 'Restore as draft' }));
    await waitFor(() => expect(reopen).toHaveBeenCalledWith(['merchants/royal88.json']));
    expect(await within(dialog).findByText(/Release #1 is restored as drafts of merchants\/royal88.json/)).toBeInTheDocument();
  });
});

it('closes on Escape, as every modal of the studio does', async () => {
  vi.mocked(studioApi.publication).mockResolvedValue(plan());
  const onClose = vi.fn();
  renderStudio(<PublishDialog open onClose={onClose} />);
  await screen.findByRole('dialog', { name: 'Publish the saved files' });
  await userEvent.keyboard('{Escape}');
  expect(onClose).toHaveBeenCalledTimes(1);
});
