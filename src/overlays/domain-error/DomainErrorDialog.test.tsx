import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fetchStatus } from '../../api/calls.ts';
import { ApiError } from '../../api/failures.ts';
import { makeStores, renderSettled, siteConfig } from '../../../tests/unit/fixtures.tsx';

vi.mock('../../api/calls.ts', async (importOriginal) => ({ ...(await importOriginal<typeof import('../../api/calls.ts')>()), fetchStatus: vi.fn() }));

const status = { maintenance: false, regionBlocked: false, ip: '1.2.3.4', serverTime: 0 };
const unavailable = new ApiError('This domain is no longer served, use m.royal88.test', {
  status: 400,
  errorCode: 'domain_not_available',
  serverMessage: 'This domain is no longer served, use m.royal88.test',
});

describe('status failures', () => {
  test('domain_not_available: a notice with the message, customer service and retry, which closes it once the domain answers', async () => {
    vi.mocked(fetchStatus).mockRejectedValueOnce(unavailable).mockRejectedValueOnce(unavailable).mockResolvedValueOnce(status);
    const stores = makeStores();
    expect(await stores.site.checkStatus({ device: 'MOBILE' })).toBe(false);
    const user = userEvent.setup();
    await renderSettled(null, { stores });
    const dialog = await screen.findByRole('alertdialog', { name: 'Notice' });
    expect(dialog).toHaveTextContent('This domain is no longer served, use m.royal88.test');
    expect(within(dialog).getByRole('link', { name: 'Customer service' })).toHaveAttribute('target', '_blank');
    await user.click(within(dialog).getByRole('button', { name: 'Retry' }));
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    expect(stores.overlays.entries).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(stores.site.status).toEqual(status);
    expect(fetchStatus).toHaveBeenLastCalledWith(expect.anything(), { device: 'MOBILE' });
  });

  test('without a customer-service list there is no such button, and with no message it says "Error"', async () => {
    vi.mocked(fetchStatus).mockRejectedValueOnce(new ApiError('', { status: 400, errorCode: 'domain_not_available' }));
    const stores = makeStores({ ...siteConfig('royal88'), customerService: [] });
    await stores.site.checkStatus();
    await renderSettled(null, { stores });
    const dialog = await screen.findByRole('alertdialog', { name: 'Notice' });
    expect(dialog).toHaveTextContent('Error');
    expect(within(dialog).queryByRole('link')).not.toBeInTheDocument();
  });

  test("another failure is an alert titled notice with the server's message and a confirm button", async () => {
    vi.mocked(fetchStatus).mockRejectedValueOnce(new ApiError('System busy', { status: 500, errorCode: 'system.busy', serverMessage: 'System busy' }));
    const stores = makeStores();
    await stores.site.checkStatus();
    const user = userEvent.setup();
    await renderSettled(null, { stores });
    const dialog = await screen.findByRole('alertdialog', { name: 'Notice' });
    expect(dialog).toHaveTextContent('System busy');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });
});
