import { BrowserRouter } from 'react-router-dom';
import { act, render, screen } from '@testing-library/react';
import type { SystemStatus } from '../api/types.ts';
import { makeStores } from '../../tests/unit/fixtures.tsx';
import { App } from './App.tsx';

const open: SystemStatus = { maintenance: false, regionBlocked: false, ip: '203.0.113.7', serverTime: Date.now() };

afterEach(() => window.history.replaceState(null, '', '/'));

describe('App', () => {
  test('a status screen stands in for every page; when it ends, the page asked for shows', async () => {
    window.history.replaceState(null, '', '/m/nowhere');
    const stores = makeStores();
    stores.site.setStatus({ ...open, maintenance: true });
    await act(async () => {
      await stores.i18n.load();
      render(<App stores={stores} Router={BrowserRouter} />);
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Under maintenance' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Page not found' })).not.toBeInTheDocument();

    act(() => stores.site.setStatus({ ...open, maintenance: true, regionBlocked: true }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Access denied' })).toBeInTheDocument();
    expect(screen.getByText('203.0.113.7')).toBeInTheDocument();

    act(() => stores.site.setStatus(open));
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Access denied' })).not.toBeInTheDocument();
  });

  test("the merchant's own route shows the line-speed test", async () => {
    window.history.replaceState(null, '', '/m/lineSwitch');
    const stores = makeStores();
    stores.site.replaceConfig({ ...stores.site.config, lineSpeedTest: { path: '/m/lineSwitch' } });
    stores.site.setStatus(open);
    await act(async () => {
      await stores.i18n.load();
      render(<App stores={stores} Router={BrowserRouter} />);
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Line speed test' })).toBeInTheDocument();
  });
});
