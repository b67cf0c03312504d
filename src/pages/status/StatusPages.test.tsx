import { act, screen, within } from '@testing-library/react';
import type { SystemStatus } from '../../api/types.ts';
import type { LanguageCode, SiteConfig } from '../../config/types.generated.ts';
import { decodeCsPath } from '../../rules/customerService.ts';
import { RootStore } from '../../stores/RootStore.ts';
import { NeedsMessages } from '../../ui/NeedsMessages.tsx';
import { flushPromises, renderWithStores, siteConfig } from '../../../tests/unit/fixtures.tsx';
import AccessDeniedPage from './AccessDeniedPage.tsx';
import MaintenancePage from './MaintenancePage.tsx';

const serverTime = Date.parse('2026-12-01T10:00:00Z');
const status = (over: Partial<SystemStatus> = {}): SystemStatus => ({
  maintenance: true,
  maintenanceEnd: null,
  regionBlocked: false,
  ip: '203.0.113.7',
  serverTime,
  ...over,
});

/** A status page as the app shows it: in the player's language, its bundle loaded first. */
async function showPage(
  Page: () => React.ReactNode,
  {
    language = 'EN',
    config = siteConfig(),
    answer = status(),
  }: {
    language?: LanguageCode;
    config?: SiteConfig;
    answer?: SystemStatus;
  } = {},
) {
  const stores = new RootStore(config, language);
  stores.site.setStatus(answer);
  await act(async () => {
    await stores.i18n.load();
    renderWithStores(
      <NeedsMessages bundles={['status']}>
        <Page />
      </NeedsMessages>,
      { stores },
    );
    await flushPromises();
  });
  await act(flushPromises);
  return stores;
}

const withMaintenance = (maintenance: SiteConfig['maintenance']) => ({ ...siteConfig(), maintenance });
const english = () => document.querySelector('main [lang="en"]');
const contactUs = (name: string) => screen.getByRole('link', { name });

describe('MaintenancePage', () => {
  test("logo, title, the merchant's description in the player's language, English beneath, contact us", async () => {
    await showPage(MaintenancePage, { language: 'CN' });
    expect(screen.getByRole('img', { name: 'Royal 88' })).toHaveAttribute('src', '/cdn/royal88/logo.png');
    expect(screen.getByRole('heading', { level: 1, name: '系统维护中' })).toBeInTheDocument();
    expect(screen.getByText(/我们正在升级游戏大厅/)).toBeInTheDocument();
    const beneath = english() as HTMLElement;
    expect(within(beneath).getByText('Under maintenance')).toBeInTheDocument();
    expect(within(beneath).getByText(/We are upgrading the game lobby/)).toBeInTheDocument();
    const link = contactUs('联系我们');
    expect(link).toHaveAttribute('href', decodeCsPath(siteConfig().customerService[0].path));
    expect(link).toHaveAttribute('target', '_blank');
    expect(screen.queryByText(/End time|结束时间/)).not.toBeInTheDocument();
  });

  test("in English, nothing is repeated beneath; the product's words stand in for what the merchant did not write", async () => {
    await showPage(MaintenancePage, { config: withMaintenance({ enabled: true, title: { CN: '升级中' } }) });
    expect(screen.getByRole('heading', { level: 1, name: '升级中' })).toBeInTheDocument();
    expect(screen.getByText('We are upgrading the system to serve you better. Please come back later.')).toBeInTheDocument();
    expect(english()).toBeNull();
    expect(contactUs('Contact us')).toBeInTheDocument();
  });

  test("an end time still ahead shows in the player's time zone with the zone named, in English beneath too", async () => {
    const end = '2026-12-01T14:30:00Z';
    await showPage(MaintenancePage, { language: 'TW', answer: status({ maintenanceEnd: end }) });
    const times = document.querySelectorAll('time');
    expect(times).toHaveLength(2);
    const named = new Intl.DateTimeFormat('en', {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      timeZoneName: 'long',
    }).format(new Date(end));
    expect(times[1]).toHaveTextContent(named);
    expect(times[1]).toHaveAttribute('dateTime', '2026-12-01T14:30:00.000Z');
    expect(screen.getByText(/結束時間/)).toBeInTheDocument();
    expect(within(english() as HTMLElement).getByText(/End time/)).toBeInTheDocument();
  });

  test("an end time already passed (by the server's clock) is left out", async () => {
    await showPage(MaintenancePage, { answer: status({ maintenanceEnd: '2026-12-01T09:00:00Z' }) });
    expect(document.querySelector('time')).toBeNull();
  });

  test('without customer service there is no contact button', async () => {
    await showPage(MaintenancePage, { config: { ...siteConfig(), customerService: [] } });
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});

describe('AccessDeniedPage', () => {
  test("heading, the visitor's IP, why, and contact us; heading and reason in English beneath", async () => {
    await showPage(AccessDeniedPage, { language: 'TW', answer: status({ maintenance: false, regionBlocked: true }) });
    expect(screen.getByRole('heading', { level: 1, name: '存取受限' })).toBeInTheDocument();
    expect(screen.getByText('203.0.113.7')).toBeInTheDocument();
    expect(screen.getByText(/您所在的地區或 IP 位址/)).toBeInTheDocument();
    const beneath = english() as HTMLElement;
    expect(within(beneath).getByText('Access denied')).toBeInTheDocument();
    expect(within(beneath).getByText(/not available in your location or from your IP address/)).toBeInTheDocument();
    expect(contactUs('聯絡我們')).toBeInTheDocument();
  });

  test('in English, once', async () => {
    await showPage(AccessDeniedPage, { answer: status({ maintenance: false, regionBlocked: true }) });
    expect(screen.getAllByText('Access denied')).toHaveLength(1);
    expect(screen.getByText(/Your IP/)).toBeInTheDocument();
  });
});
