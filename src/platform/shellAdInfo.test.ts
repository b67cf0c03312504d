import { pickAdInfo, shellAdInfo } from './shellAdInfo.ts';

describe('pickAdInfo', () => {
  test.each<[string, unknown, ReturnType<typeof pickAdInfo>]>([
    ['an object: the known ids', { gpsAdid: 'g-1', adid: 'a-1', other: 'x' }, { gpsAdid: 'g-1', adid: 'a-1' }],
    ['a JSON string', '{"idfa":"I-1","idfv":"V-1"}', { idfa: 'I-1', idfv: 'V-1' }],
    ['empty and non-string values go', { idfa: '', afOaid: 3, appsflyerId: ' af-9 ' }, { appsflyerId: 'af-9' }],
    ['nothing known', { foo: 'bar' }, undefined],
    ['broken JSON', '{idfa', undefined],
    ['nothing at all', undefined, undefined],
  ])('%s', (_name, value, expected) => {
    expect(pickAdInfo(value)).toEqual(expected);
  });
});

describe('shellAdInfo', () => {
  test('the Android bridge first, then the injected object', () => {
    const bridge = { WLAppBridge: { getAdInfo: () => '{"gpsAdid":"g"}' }, wlAppAdInfo: { idfa: 'i' } } as unknown as Window;
    expect(shellAdInfo(bridge)).toEqual({ gpsAdid: 'g' });
    const injected = {
      WLAppBridge: {
        getAdInfo: () => {
          throw new Error('no native side');
        },
      },
      wlAppAdInfo: { idfa: 'i' },
    } as unknown as Window;
    expect(shellAdInfo(injected)).toEqual({ idfa: 'i' });
    expect(shellAdInfo({} as Window)).toBeUndefined();
  });
});
