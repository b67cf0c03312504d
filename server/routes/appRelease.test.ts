import { base, send, withScratchServer } from '../../tests/server/support.ts';

withScratchServer();

const ask = async (query: string, language = 'EN') =>
  (await send(base, `/wps/system/appVersion?${query}`, { headers: { Merchant: 'royal88', Language: language } })).json<{
    success: boolean;
    value?: Record<string, unknown>;
    errorCode?: string;
  }>();

describe('GET /wps/system/appVersion', () => {
  test("an older app is offered the platform's release, in the player's language", async () => {
    expect((await ask('device=ANDROID&version=2.4.30')).value).toEqual({
      latestVersion: '2.5.0',
      upgradeable: true,
      notes: 'A new game lobby, faster sign-in and instant deposit notices.',
      banner: null,
    });
    expect((await ask('device=IOS&version=2.4.30', 'TW')).value?.notes).toBe('全新遊戲大廳，登入更快，到帳通知更即時。');
  });

  test('an app on the latest version or newer is not', async () => {
    expect((await ask('device=ANDROID&version=2.5.0')).value?.upgradeable).toBe(false);
    expect((await ask('device=android&version=2.10')).value?.upgradeable).toBe(false);
  });

  test('refuses an unknown platform or a malformed version', async () => {
    expect((await ask('device=WINDOWS&version=2.4.30')).errorCode).toBe('app.device.invalid');
    expect((await ask('device=IOS&version=latest')).errorCode).toBe('app.version.invalid');
  });
});
