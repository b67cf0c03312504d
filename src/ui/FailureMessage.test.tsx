import { screen } from '@testing-library/react';
import { renderSettled, siteConfig } from '../../tests/unit/fixtures.tsx';
import { ApiError } from '../api/failures.ts';
import { failureText } from '../rules/failureText.ts';
import { RootStore } from '../stores/RootStore.ts';
import { FailureMessage } from './FailureMessage.tsx';

async function shown(error: ApiError) {
  const stores = new RootStore(siteConfig('xoso68'), 'VI');
  await stores.i18n.load();
  await renderSettled(<p role="alert"><FailureMessage text={failureText(error, true)} /></p>, { stores });
  return screen.getByRole('alert');
}

describe('FailureMessage', () => {
  test('tells a known code in the page\'s language once the errors bundle is in', async () => {
    const alert = await shown(new ApiError('This voucher has expired', { status: 400, errorCode: 'voucher.expired', serverMessage: 'This voucher has expired' }));
    expect(await screen.findByText('Phiếu thưởng này đã hết hạn')).toBe(alert);
    expect(alert).not.toHaveTextContent('This voucher has expired');
  });

  test('keeps the server\'s words for a code the bundle lacks', async () => {
    const alert = await shown(new ApiError('Promotion paused', { status: 400, errorCode: 'promotion.paused', serverMessage: 'Promotion paused' }));
    expect(await screen.findByText('Promotion paused')).toBe(alert);
  });
});
