import { screen } from '@testing-library/react';
import { renderSettled, siteConfig } from '../../tests/unit/fixtures.tsx';
import { ApiError } from '../api/failures.ts';
import { failureText } from '../rules/failureText.ts';
import { RootStore } from '../stores/RootStore.ts';
import { FailureMessage } from './FailureMessage.tsx';

async function shown(error: ApiError) {
  const stores = new RootStore(siteConfig('xoso68'), 'VI');
  await stores.i18n.load();
  await renderSettled(
    <p role="alert">
      <FailureMessage text={failureText(error, true)} />
    </p>,
    { stores },
  );
  return screen.getByRole('alert');
}

describe('FailureMessage', () => {
  test("tells a known code the server sent no words for in the page's language, once the errors bundle is in", async () => {
    const alert = await shown(new ApiError('unknown error', { status: 400, errorCode: 'voucher.expired' }));
    expect(await screen.findByText('Phiếu thưởng này đã hết hạn')).toBe(alert);
  });

  test("says the server's own words for a known code when it sent them", async () => {
    const alert = await shown(
      new ApiError('Phiếu thưởng này đã hết hạn hôm qua', { status: 400, errorCode: 'voucher.expired', serverMessage: 'Phiếu thưởng này đã hết hạn hôm qua' }),
    );
    expect(await screen.findByText('Phiếu thưởng này đã hết hạn hôm qua')).toBe(alert);
  });

  test("keeps the server's words for a code the bundle lacks", async () => {
    const alert = await shown(new ApiError('Promotion paused', { status: 400, errorCode: 'promotion.paused', serverMessage: 'Promotion paused' }));
    expect(await screen.findByText('Promotion paused')).toBe(alert);
  });
});
