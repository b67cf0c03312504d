// The preview's bar: the site shown at a chosen moment (content windows judged then), now when left empty,
// and the page's popups held back while editing.
import { fireEvent, screen, within } from '@testing-library/react';
import { emulateModalDialogs, openStudio, renderStudio } from '../studioFixtures.tsx';
import { studioApi } from '../state/api.ts';
import userEvent from '@testing-library/user-event';
import { PreviewFrame } from './PreviewFrame.tsx';
import { POPUPS_HELD, SESSION_SHOWN_KEY } from '../../../src/platform/heldPopups.ts';

vi.mock('../state/api.ts');
emulateModalDialogs();

test('shows the site at the moment chosen, as the instant it names, and at now when it is emptied', async () => {
  const { store } = await openStudio();
  renderStudio(<PreviewFrame store={store} />);
  const frame = () => screen.getByTitle(/^Preview of/) as HTMLIFrameElement;
  expect(frame().getAttribute('src')).not.toContain('at=');
  fireEvent.change(screen.getByLabelText('Shown at (empty: now)'), { target: { value: '2030-12-24T07:00' } });
  expect(new URL(frame().src, 'http://studio.test').searchParams.get('at')).toBe(new Date('2030-12-24T07:00').toISOString());
  fireEvent.change(screen.getByLabelText('Shown at (empty: now)'), { target: { value: '' } });
  expect(frame().getAttribute('src')).not.toContain('at=');
});

test("holds the page's popups back while editing, unless asked for, and remembers the choice", async () => {
  localStorage.removeItem('wl.studio.holdPopups');
  const { store } = await openStudio();
  const { unmount } = renderStudio(<PreviewFrame store={store} />);
  const hold = screen.getByRole('checkbox', { name: "Hold the page's popups" });
  expect(hold).toBeChecked();
  expect(sessionStorage.getItem(SESSION_SHOWN_KEY)).toBe(POPUPS_HELD);
  fireEvent.click(hold);
  expect(sessionStorage.getItem(SESSION_SHOWN_KEY)).toBeNull();
  unmount();
  renderStudio(<PreviewFrame store={store} />);
  expect(screen.getByRole('checkbox', { name: "Hold the page's popups" })).not.toBeChecked();
});

test("shows the preview's address for a phone as a QR code, or why no phone can reach it", async () => {
  const { store } = await openStudio();
  renderStudio(<PreviewFrame store={store} />);
  vi.mocked(studioApi.phone).mockResolvedValueOnce({ url: 'http://192.0.2.2:5181/m/home?merchant=royal88&phone=abc', qr: '<svg></svg>' });
  await userEvent.click(screen.getByRole('button', { name: 'On a phone…' }));
  const dialog = await screen.findByRole('dialog', { name: 'See the preview on a phone' });
  expect(await within(dialog).findByRole('img', { name: 'QR code of http://192.0.2.2:5181/m/home?merchant=royal88&phone=abc' })).toBeInTheDocument();
  expect(studioApi.phone).toHaveBeenCalledWith(store.merchantCode);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));

  vi.mocked(studioApi.phone).mockRejectedValueOnce(new Error('no phone can reach the preview: this machine has no address on a local network'));
  await userEvent.click(screen.getByRole('button', { name: 'On a phone…' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('this machine has no address on a local network');
});
