// The merchant's images: listed with their addresses, and an upload under a name the operator sees (and
// may change) before sending, replacing an image already there only once they confirm it.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { studioApi } from '../state/api.ts';
import { emulateModalDialogs, openStudio, renderStudio } from '../studioFixtures.tsx';
import { ImagesSection } from './ImagesSection.tsx';

vi.mock('../state/api.ts');
emulateModalDialogs();

const UPLOAD = 'Upload an image (PNG, JPEG, WebP or GIF, up to 2 MB)';
const logo = () => new File([new Uint8Array(64)], 'New Logo.PNG', { type: 'image/png' });

async function showImages() {
  const { store, server } = await openStudio();
  renderStudio(<ImagesSection store={store} />);
  const images = screen.getByRole('list');
  await within(images).findAllByRole('listitem');
  return { store, server, images };
}

/** The operator picks a file; the form then offers its name. */
async function chooseLogo(user: ReturnType<typeof userEvent.setup>) {
  await user.upload(screen.getByLabelText(UPLOAD), logo());
  return screen.getByRole('textbox', { name: 'Name in merchants/assets/royal88/' });
}

test("lists the merchant's images by address, each address copied by its button", async () => {
  const user = userEvent.setup();
  const { images } = await showImages();

  expect(screen.getByRole('heading', { name: 'Images' })).toBeInTheDocument();
  expect(screen.getByText(/go to merchants\/assets\/royal88\//)).toBeInTheDocument();
  const items = within(images).getAllByRole('listitem');
  expect(items.map((item) => within(item).getByText(/^\/cdn\//).textContent)).toEqual(['/cdn/royal88/logo.png', '/cdn/royal88/banner-1.webp']);

  // Each button names its image: a list of identical "Copy address" buttons says nothing to a screen reader.
  await user.click(screen.getByRole('button', { name: 'Copy address of banner-1.webp' }));

  expect(await navigator.clipboard.readText()).toBe('/cdn/royal88/banner-1.webp');
});

test('a chosen file is offered under a name the studio takes, which the operator may change before uploading', async () => {
  const user = userEvent.setup();
  await showImages();
  expect(screen.queryByRole('button', { name: 'Upload' })).not.toBeInTheDocument();

  const name = await chooseLogo(user);

  expect(name).toHaveValue('new-logo.png');
  expect(name).toHaveAccessibleDescription('Lower-case letters, digits, dots, dashes and underscores, ending in .png, .jpg, .webp or .gif.');
  await user.clear(name);
  await user.type(name, 'logo-dark.png');
  await user.click(screen.getByRole('button', { name: 'Upload' }));
  expect(studioApi.upload).toHaveBeenCalledWith('royal88', 'logo-dark.png', expect.any(File), false);
});

test('an upload says where the image went and lists it among the merchant images', async () => {
  const user = userEvent.setup();
  const { server, images } = await showImages();
  vi.mocked(studioApi.upload).mockImplementationOnce(async () => {
    server.images.push('/cdn/royal88/new-logo.png');
    return {
      status: 'uploaded',
      url: '/cdn/royal88/new-logo.png',
      uploaded: { bytes: 3, type: 'png', width: 1, height: 1 },
      checks: { problems: [], checks: [] },
    };
  });
  await chooseLogo(user);

  await user.click(screen.getByRole('button', { name: 'Upload' }));

  expect(await screen.findByRole('status')).toHaveTextContent('Uploaded: /cdn/royal88/new-logo.png');
  expect(within(images).getAllByRole('listitem')).toHaveLength(3);
  expect(within(images).getByText('/cdn/royal88/new-logo.png')).toBeInTheDocument();
});

test('an image already there under that name is replaced only once the operator confirms, seeing what each one is', async () => {
  const user = userEvent.setup();
  await showImages();
  vi.mocked(studioApi.upload).mockResolvedValueOnce({
    status: 'exists',
    url: '/cdn/royal88/new-logo.png',
    existing: { bytes: 12_800, type: 'png', width: 200, height: 80 },
    uploaded: { bytes: 3072 },
  });
  vi.mocked(studioApi.upload).mockResolvedValueOnce({
    status: 'uploaded',
    url: '/cdn/royal88/new-logo.png',
    uploaded: { bytes: 3, type: 'png', width: 1, height: 1 },
    checks: { problems: [], checks: [] },
  });
  await chooseLogo(user);

  await user.click(screen.getByRole('button', { name: 'Upload' }));

  const dialog = await screen.findByRole('dialog', { name: 'Replace new-logo.png?' });
  expect(dialog).toHaveAccessibleDescription(/new-logo\.png is already in merchants\/assets\/royal88\/\. Every page and file that shows it/);
  expect(dialog).toHaveTextContent('There nowPNG, 200 × 80 pixels, 12.5 KBThe new one3 KB');
  await user.click(within(dialog).getByRole('button', { name: 'Replace it' }));

  expect(await screen.findByRole('status')).toHaveTextContent('Uploaded: /cdn/royal88/new-logo.png');
  expect(studioApi.upload).toHaveBeenLastCalledWith('royal88', 'new-logo.png', expect.any(File), true);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test.each([
  ['keeping the one there', (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Keep the one there' }))],
  ['Escape', (user: ReturnType<typeof userEvent.setup>) => user.keyboard('{Escape}')],
])('%s leaves the image already there as it is', async (_, keep) => {
  const user = userEvent.setup();
  await showImages();
  vi.mocked(studioApi.upload).mockResolvedValueOnce({
    status: 'exists',
    url: '/cdn/royal88/new-logo.png',
    existing: { bytes: 12_800 },
    uploaded: { bytes: 3072 },
  });
  await chooseLogo(user);
  await user.click(screen.getByRole('button', { name: 'Upload' }));
  await screen.findByRole('dialog', { name: 'Replace new-logo.png?' });

  await keep(user);

  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(studioApi.upload).toHaveBeenCalledTimes(1);
});

test('an upload the server refuses says why', async () => {
  const user = userEvent.setup();
  await showImages();
  vi.mocked(studioApi.upload).mockRejectedValueOnce(new Error('new-logo.png is larger than 2 MB'));
  await chooseLogo(user);

  await user.click(screen.getByRole('button', { name: 'Upload' }));

  expect(await screen.findByRole('alert')).toHaveTextContent('new-logo.png is larger than 2 MB');
});
