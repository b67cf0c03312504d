import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ShellInfo } from '../../platform/shell.ts';
import { makeStores, renderSettled } from '../../../tests/unit/fixtures.tsx';

const SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const CHROME = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/122.0 Mobile/15E148 Safari/604.1';

async function showGuide(userAgent: string, iosVersion: [number, number]) {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent);
  const stores = makeStores();
  Object.assign(stores, { platform: { ...stores.platform, isIos: true, iosVersion } satisfies ShellInfo });
  stores.overlays.open('ios-guide', {});
  await renderSettled(null, { stores });
  return { stores, guide: await screen.findByRole('dialog', { name: 'Add Royal 88 to your home screen' }) };
}

afterEach(() => vi.restoreAllMocks());

describe('iOS guide', () => {
  test('two steps, the profile download and, on iOS 17, the profile tip', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { guide } = await showGuide(SAFARI, [17, 4]);
    expect(
      within(guide)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['In Safari, tap the Share button  in the toolbar.', 'Scroll down, choose “Add to Home Screen”, then tap “Add”.']);
    expect(guide).toHaveTextContent('On iOS 17 and later: after the download, open Settings');
    expect(guide).not.toHaveTextContent('Please use Safari');
    expect(guide).not.toHaveTextContent('You are on iOS');
    await userEvent.click(within(guide).getByRole('button', { name: 'Download the configuration profile' }));
    expect(open).toHaveBeenCalledWith('https://dl.royal88.test/royal88.mobileconfig', '_blank', 'noopener');
  });

  test('iOS 12.1 gets the old-iOS tip', async () => {
    const { guide } = await showGuide(SAFARI, [12, 1]);
    expect(guide).toHaveTextContent('You are on iOS 12.1.');
    expect(guide).not.toHaveTextContent('On iOS 17 and later');
  });

  test('another browser is told Safari is needed, and the profile does not download there', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { guide } = await showGuide(CHROME, [17, 4]);
    expect(guide).toHaveTextContent('Please use Safari for download App.');
    await userEvent.click(within(guide).getByRole('button', { name: 'Download the configuration profile' }));
    expect(open).not.toHaveBeenCalled();
    expect(await screen.findByRole('alertdialog', { name: 'Notice' })).toHaveTextContent('Please use Safari for download App.');
  });
});
