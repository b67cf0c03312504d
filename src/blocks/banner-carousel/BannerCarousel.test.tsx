import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Banner } from '../../config/types.generated.ts';
import { makeStores, renderWithStores, seed, siteConfig } from '../../../tests/unit/fixtures.tsx';
import BannerCarousel from './BannerCarousel.tsx';
import { blockProps } from '../../../tests/support/props.ts';

// The carousel stays the plain scroll-snap strip here: Embla needs layout and media queries jsdom lacks.
vi.mock('./enhance.ts', async (original) => ({
  ...(await original<typeof import('./enhance.ts')>()),
  whenCarouselNeeded: () => () => undefined,
}));

const banners: Banner[] = [
  {
    groupName: 'm_banner',
    url: '/1.svg',
    alt: 'Northern lottery',
    linkageType: 'G',
    linkage: 'LOTT',
    gameType: 'LOTT',
    vendor: 'VNL',
    roomId: 'vn-hanoi',
    nodeId: '3001',
  },
  { groupName: 'm_banner', url: '/2.svg', alt: 'Partner site', linkageType: 'URL', linkage: 'https://partner.example.test/' },
  { groupName: 'm_banner', url: '/3.svg', alt: 'Broken link', linkageType: 'URL', linkage: 'javascript:alert(1)' },
];

function carousel(member: boolean, newGameVendors: string[] = []) {
  const stores = makeStores(siteConfig('xoso68'));
  if (member) stores.session.save({ token: 't1' });
  seed(stores.content.banners, banners);
  seed(stores.content.newGameVendors, newGameVendors);
  renderWithStores(<BannerCarousel id="banner" props={blockProps('banner-carousel', { group: 'm_banner' })} renderChildren={() => []} />, { stores });
  return userEvent.setup();
}

const location = () => screen.getByRole('status', { name: 'location' });
const banner = (name: string) => screen.getByRole('button', { name });

afterEach(() => vi.restoreAllMocks());

describe('BannerCarousel', () => {
  test('a visitor tapping a lottery banner is sent to log in; a member launches the lottery', async () => {
    const user = carousel(false);
    await act(() => user.click(banner('Northern lottery')));
    expect(location()).toHaveTextContent(/^\/m\/login$/);
  });

  test('a member tapping it goes to the launch page with its vendor, type, room and node', async () => {
    const user = carousel(true);
    await act(() => user.click(banner('Northern lottery')));
    expect(location()).toHaveTextContent('/m/launchGame?code=vn-hanoi&vendor=VNL&playType=LOTT&nodeId=3001&roomId=vn-hanoi');
  });

  test('a game banner of a vendor with new games is marked new; other banners are not', () => {
    carousel(false, ['VNL']);
    expect(banner('Northern lottery New')).toBeInTheDocument();
    expect(banner('Partner site')).toBeInTheDocument();
  });

  test('a web link opens in a new tab without opener or referrer; a javascript: link is never followed', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const user = carousel(true);
    await act(() => user.click(banner('Partner site')));
    expect(open).toHaveBeenCalledWith('https://partner.example.test/', '_blank', 'noopener,noreferrer');
    await act(() => user.click(banner('Broken link')));
    expect(open).toHaveBeenCalledTimes(1);
    expect(location()).toHaveTextContent(/^\/m\/home$/);
  });
});
