import { inAppPath, launchPlan, needsAppToPlay, readLaunchQuery, type LaunchContext } from './launchPlan.ts';

describe('inAppPath', () => {
  test.each([
    { value: '/m/activity?id=3', expected: '/m/activity?id=3' },
    { value: 'https://evil.test/m/home', expected: undefined },
    { value: '//evil.test', expected: undefined },
    { value: 'javascript:alert(1)', expected: undefined },
    { value: null, expected: undefined },
  ])('$value', ({ value, expected }) => {
    expect(inAppPath(value)).toBe(expected);
  });
});

describe('readLaunchQuery', () => {
  test('reads every field the launch page takes, ignoring a foreign backUrl and an unknown view', () => {
    expect(readLaunchQuery('code=vn-hanoi&playType=LOTT&prize_mode=FIXED&lottoView=lobby&backUrl=%2Fm%2Fhome&hasLobby=false&title=HN')).toEqual({
      code: 'vn-hanoi',
      vendor: undefined,
      playType: 'LOTT',
      nodeId: undefined,
      roomId: undefined,
      prizeMode: 'FIXED',
      lottoView: 'lobby',
      title: 'HN',
      trial: false,
      platform: undefined,
      hasLobby: false,
      backPath: '/m/home',
    });
    expect(readLaunchQuery('code=x&lottoView=grid&backUrl=https%3A%2F%2Fevil.test&trial=1')).toMatchObject({
      lottoView: undefined,
      backPath: undefined,
      trial: true,
    });
  });
});

describe('launchPlan', () => {
  const context: LaunchContext = { language: 'EN', languageChosen: true, labelName: 'Gold', siteTitle: 'XOSO68', backUrl: 'https://m.xoso68.test/m/home' };
  test.each([
    {
      name: 'a vendor game',
      query: 'code=pg-tiger&vendor=PG&nodeId=4001&playType=RNG',
      ctx: context,
      expected: {
        kind: 'launch',
        params: { gameCode: 'pg-tiger', vendor: 'PG', nodeId: '4001', playType: 'RNG', device: 'MOBILE', backUrl: context.backUrl, language: 'EN' },
      },
    },
    {
      name: 'a vendor game without a language speaks Chinese',
      query: 'code=evo-roleta&vendor=EVO&roomId=r1',
      ctx: { ...context, language: undefined },
      expected: { kind: 'launch', params: { gameCode: 'evo-roleta', vendor: 'EVO', roomId: 'r1', device: 'MOBILE', backUrl: context.backUrl, language: 'CN' } },
    },
    {
      name: 'the Vietnam lottery opens on betting with a code',
      query: 'code=vn-hanoi&playType=LOTT&prize_mode=FIXED&title=H%C3%A0+N%E1%BB%99i',
      ctx: context,
      expected: {
        kind: 'launch',
        params: {
          lottoArea: 'VN',
          launchMode: 'LOTT',
          lottoPrizeMode: 'FIXED',
          lottoGameCode: 'vn-hanoi',
          lottoView: 'betting',
          device: 'MOBILE',
          backUrl: context.backUrl,
          hasLobby: 'true',
          language: 'EN',
          title: 'Hà Nội',
          labelName: 'Gold',
        },
      },
    },
    {
      name: 'the Vietnam lottery lobby, in Vietnamese by default, titled by the site',
      query: 'playType=VIETNAM_LOTTO&hasLobby=false',
      ctx: { ...context, language: undefined, labelName: undefined },
      expected: {
        kind: 'launch',
        params: {
          lottoArea: 'VN',
          launchMode: 'LOTT',
          lottoView: 'lobby',
          device: 'MOBILE',
          backUrl: context.backUrl,
          hasLobby: 'false',
          language: 'VI',
          title: 'XOSO68',
        },
      },
    },
    {
      name: "a lottery while the merchant's default is shown (no choice made) launches in Vietnamese",
      query: 'code=vn-hanoi&playType=LOTT',
      ctx: { ...context, language: 'EN' as const, languageChosen: false, labelName: undefined },
      expected: {
        kind: 'launch',
        params: {
          lottoArea: 'VN',
          launchMode: 'LOTT',
          lottoGameCode: 'vn-hanoi',
          lottoView: 'betting',
          device: 'MOBILE',
          backUrl: context.backUrl,
          hasLobby: 'true',
          language: 'VI',
          title: 'XOSO68',
        },
      },
    },
    {
      name: "a vendor game while the merchant's default is shown speaks it",
      query: 'code=pg-tiger&vendor=PG',
      ctx: { ...context, language: 'TH' as const, languageChosen: false },
      expected: { kind: 'launch', params: { gameCode: 'pg-tiger', vendor: 'PG', device: 'MOBILE', backUrl: context.backUrl, language: 'TH' } },
    },
    {
      name: 'the South-east-Asia lottery',
      query: 'code=th-gov&playType=SEA_LOTT&lottoView=betting',
      ctx: context,
      expected: {
        kind: 'launch',
        params: {
          lottoMode: 'SEA_Tradition_Mobile',
          launchMode: 'LOTT',
          lottoGameCode: 'th-gov',
          lottoView: 'betting',
          device: 'MOBILE',
          backUrl: context.backUrl,
          hasLobby: 'true',
          language: 'EN',
          title: 'XOSO68',
          labelName: 'Gold',
        },
      },
    },
    {
      name: 'a vendor e-lottery launches as a vendor game',
      query: 'code=ae-lotto&vendor=AE&playType=ELOTT',
      ctx: context,
      expected: {
        kind: 'launch',
        params: { gameCode: 'ae-lotto', vendor: 'AE', playType: 'ELOTT', device: 'MOBILE', backUrl: context.backUrl, language: 'EN' },
      },
    },
    {
      name: 'a demo on html5 by default',
      query: 'code=pg-tiger&nodeId=4001&trial=1',
      ctx: context,
      expected: { kind: 'trial', params: { gameId: 'pg-tiger', nodeId: '4001', platform: 'html5' } },
    },
    {
      name: 'a demo on another platform',
      query: 'code=pg-tiger&trial=1&platform=flash',
      ctx: context,
      expected: { kind: 'trial', params: { gameId: 'pg-tiger', platform: 'flash' } },
    },
    { name: 'no game at all', query: 'vendor=PG', ctx: context, expected: { kind: 'invalid' } },
    { name: 'a demo with no game', query: 'trial=1', ctx: context, expected: { kind: 'invalid' } },
    { name: 'lottery betting with no game', query: 'playType=LOTT&lottoView=betting', ctx: context, expected: { kind: 'invalid' } },
  ])('$name', ({ query, ctx, expected }) => {
    expect(launchPlan(readLaunchQuery(query), ctx)).toEqual(expected);
  });
});

describe('needsAppToPlay', () => {
  test.each([
    { flag: true, shell: 'browser' as const, expected: true },
    { flag: true, shell: 'pwa' as const, expected: false },
    { flag: true, shell: 'webclip' as const, expected: false },
    { flag: true, shell: 'app' as const, expected: false },
    { flag: false, shell: 'browser' as const, expected: false },
  ])('flag $flag in $shell: $expected', ({ flag, shell, expected }) => {
    expect(needsAppToPlay(flag, shell)).toBe(expected);
  });
});
