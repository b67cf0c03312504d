import { screen, waitFor } from '@testing-library/react';
import { fetchCustomerService } from '../api/calls.ts';
import { decodeCsPath, encodeCsPath } from '../rules/customerService.ts';
import { makeStores, renderSettled, seed, siteConfig } from '../../tests/unit/fixtures.tsx';
import { CustomerServiceLink } from './CustomerServiceLink.tsx';

vi.mock('../api/calls.ts', async (importOriginal) => ({ ...(await importOriginal<typeof import('../api/calls.ts')>()), fetchCustomerService: vi.fn() }));

const listed = { title: 'Listed', path: encodeCsPath('https://help.example/listed', 'K3y4Test'), csType: 'LIVECHAT', csPosition: 'footer' };

afterEach(() => vi.mocked(fetchCustomerService).mockReset());

describe('customer-service link', () => {
  test("opens what the list call answers, not the site config's first entry", async () => {
    vi.mocked(fetchCustomerService).mockResolvedValue({ customerService: [listed] });
    await renderSettled(<CustomerServiceLink labelId="contact_us" />);
    await waitFor(() => expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', 'https://help.example/listed'));
    expect(fetchCustomerService).toHaveBeenCalledOnce();
  });

  test('asks nothing more when the list is there already, and opens in a new tab without an opener', async () => {
    const stores = makeStores();
    seed(stores.content.customerService, [listed]);
    await renderSettled(<CustomerServiceLink labelId="contact_us" />, { stores });
    const link = screen.getByRole('link', { name: 'Contact us' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(fetchCustomerService).not.toHaveBeenCalled();
  });

  test('falls back to the site config when the list call fails', async () => {
    vi.mocked(fetchCustomerService).mockRejectedValue(new Error('offline'));
    const stores = makeStores();
    await renderSettled(<CustomerServiceLink labelId="contact_us" />, { stores });
    await waitFor(() => expect(stores.content.customerService.failed).toBe(true));
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', decodeCsPath(siteConfig().customerService[0].path));
  });

  test('shows nothing when the list answers none', async () => {
    vi.mocked(fetchCustomerService).mockResolvedValue({ customerService: [] });
    const stores = makeStores();
    await renderSettled(<CustomerServiceLink labelId="contact_us" />, { stores });
    await waitFor(() => expect(stores.content.customerService.isLoaded).toBe(true));
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
