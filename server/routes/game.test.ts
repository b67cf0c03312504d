// Game launches against the real server: who may launch, what is checked, and the demo game answered.
import { createMember, createSession } from '../accounts/members.ts';
import { base, send, server, withScratchServer } from '../../tests/server/support.ts';

const tokens: Record<string, string> = {};

withScratchServer();
beforeAll(async () => {
  for (const merchantCode of ['xoso68', 'royal88']) {
    const member = await createMember(server.db, { merchantCode, username: `player${merchantCode}`, password: 'right-pass' });
    tokens[merchantCode] = await createSession(server.db, member.id, merchantCode, '127.0.0.1');
  }
}, 60_000);

const BACK = 'http://m.xoso68.test/m/home';

function launch(merchant: string, params: Record<string, string>, token: string | null = tokens[merchant]) {
  const headers: Record<string, string> = { Merchant: merchant, Host: `m.${merchant}.test` };
  if (token) headers.Authorization = `Bearer ${token}`;
  return send(base, `/wps/game/launchGame?${new URLSearchParams(params)}`, { headers });
}

const vietnam = {
  lottoArea: 'VN',
  launchMode: 'LOTT',
  lottoGameCode: 'vn-hanoi',
  lottoView: 'betting',
  device: 'MOBILE',
  backUrl: BACK,
  hasLobby: 'true',
  language: 'VI',
  title: 'Hà Nội',
};
const gameUrlOf = (answer: { json<T>(): T }) => new URL(answer.json<{ value: { gameUrl: string } }>().value.gameUrl);

describe('launchGame', () => {
  test('a member launches the Vietnam lottery and gets the demo game of this server', async () => {
    const answer = await launch('xoso68', vietnam);
    expect(answer.status).toBe(200);
    const url = gameUrlOf(answer);
    expect(url.origin).toBe('http://m.xoso68.test');
    expect(url.pathname).toBe('/demo-game/');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      code: 'vn-hanoi',
      name: 'Hà Nội',
      vendor: 'VNL',
      mode: 'real',
      kind: 'Vietnam lottery',
      view: 'betting',
      language: 'VI',
      player: 'playerxoso68',
    });
  });

  test('the South-east-Asia lottery, and its lobby without a game', async () => {
    const sea = { launchMode: 'LOTT', lottoMode: 'SEA_Tradition_Mobile', lottoGameCode: 'sea-thai', lottoView: 'betting', device: 'MOBILE', backUrl: BACK };
    expect(gameUrlOf(await launch('royal88', sea)).searchParams.get('kind')).toBe('South-east-Asia lottery');
    const lobby = await launch('royal88', { ...sea, lottoGameCode: '', lottoView: 'lobby' });
    expect(gameUrlOf(lobby).searchParams.get('code')).toBe('lobby');
  });

  test('a vendor game, and a game room a banner opens', async () => {
    const card = await launch('royal88', { gameCode: 'pg-mahjong', vendor: 'PG', device: 'MOBILE', backUrl: BACK });
    expect(Object.fromEntries(gameUrlOf(card).searchParams)).toMatchObject({ code: 'pg-mahjong', vendor: 'PG', kind: 'RNG', mode: 'real', language: 'CN' });
    const room = await launch('royal88', { gameCode: 'baccarat-1', vendor: 'EVO', roomId: 'baccarat-1', device: 'MOBILE', backUrl: BACK, language: 'EN' });
    expect(gameUrlOf(room).searchParams.get('kind')).toBe('LIVE');
  });

  test('no session is 401, the answer the app reads as logged out', async () => {
    const answer = await launch('xoso68', vietnam, null);
    expect(answer.status).toBe(401);
    expect(answer.json()).toMatchObject({ success: false, errorCode: 'customer.not.login', message: 'CUSTOMER_NOT_LOGIN' });
    expect((await launch('xoso68', vietnam, tokens.royal88)).status).toBe(401);
  });

  test.each([
    { name: 'a device other than MOBILE', params: { ...vietnam, device: 'PC' }, code: 'launch.param.invalid' },
    { name: 'no backUrl', params: { ...vietnam, backUrl: '' }, code: 'launch.param.invalid' },
    { name: 'a script backUrl', params: { ...vietnam, backUrl: 'javascript:alert(1)' }, code: 'launch.param.invalid' },
    { name: 'an unknown language', params: { ...vietnam, language: 'XX' }, code: 'launch.param.invalid' },
    { name: 'both lottoArea and lottoMode', params: { ...vietnam, lottoMode: 'SEA_Tradition_Mobile' }, code: 'launch.param.invalid' },
    { name: 'neither lottoArea nor lottoMode', params: { ...vietnam, lottoArea: '' }, code: 'launch.param.invalid' },
    { name: 'an unknown lottoView', params: { ...vietnam, lottoView: 'grid' }, code: 'launch.param.invalid' },
    { name: 'betting without a game', params: { ...vietnam, lottoGameCode: '' }, code: 'launch.param.invalid' },
    { name: 'a hasLobby that is not a boolean', params: { ...vietnam, hasLobby: 'maybe' }, code: 'launch.param.invalid' },
    { name: 'a game of another lottery', params: { ...vietnam, lottoGameCode: 'jdb-baucua' }, code: 'launch.param.invalid' },
    { name: 'a game the merchant does not offer', params: { ...vietnam, lottoGameCode: 'vn-nowhere' }, code: 'game.not.found' },
    { name: 'a vendor game without its vendor', params: { gameCode: 'jdb-baucua', device: 'MOBILE', backUrl: BACK }, code: 'launch.param.invalid' },
    {
      name: 'a vendor game under another vendor',
      params: { gameCode: 'jdb-baucua', vendor: 'PG', device: 'MOBILE', backUrl: BACK },
      code: 'launch.param.invalid',
    },
  ] as { name: string; params: Record<string, string>; code: string }[])('refuses $name ($code)', async ({ params, code }) => {
    const answer = await launch('xoso68', params);
    expect(answer.status).toBe(code === 'game.not.found' ? 404 : 400);
    expect(answer.json()).toMatchObject({ success: false, errorCode: code });
  });
});

describe('GCS_gameTrialLaunch', () => {
  const trial = (params: Record<string, string>) =>
    send(base, `/wps/relay/GCS_gameTrialLaunch?${new URLSearchParams(params)}`, { headers: { Merchant: 'xoso68', Host: 'm.xoso68.test', Language: 'en' } });

  test('anyone may try a game that has a demo, on html5 by default', async () => {
    const answer = await trial({ gameId: 'jdb-baucua', nodeId: '3201' });
    expect(answer.status).toBe(200);
    expect(Object.fromEntries(gameUrlOf(answer).searchParams)).toMatchObject({ code: 'jdb-baucua', mode: 'trial', language: 'EN' });
  });

  test.each([
    { name: 'a game without a demo', params: { gameId: 'vn-hanoi' }, status: 400, code: 'trial.unavailable' },
    { name: 'another platform', params: { gameId: 'jdb-baucua', platform: 'flash' }, status: 400, code: 'launch.param.invalid' },
    { name: 'the wrong node', params: { gameId: 'jdb-baucua', nodeId: '9' }, status: 400, code: 'launch.param.invalid' },
    { name: 'no game', params: {}, status: 400, code: 'launch.param.invalid' },
    { name: 'an unknown game', params: { gameId: 'nope' }, status: 404, code: 'game.not.found' },
  ] as { name: string; params: Record<string, string>; status: number; code: string }[])('refuses $name', async ({ params, status, code }) => {
    const answer = await trial(params);
    expect(answer.status).toBe(status);
    expect(answer.json()).toMatchObject({ errorCode: code });
  });
});

describe('the demo game page', () => {
  test('is self-contained, escapes what it is given and lets only its own script run', async () => {
    const answer = await send(base, `/demo-game/?${new URLSearchParams({ name: '<img src=x onerror=alert(1)>', vendor: 'PG', mode: 'trial', code: 'pg-x' })}`);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/html/);
    expect(answer.text).not.toContain('<img src=x');
    expect(answer.text).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(answer.text).toContain('Free demo');
    expect(answer.text).not.toMatch(/(?:src|href)="(?:https?:)?\/\//);
    const nonce = /script-src 'nonce-([^']+)'/.exec(String(answer.headers['content-security-policy']))?.[1];
    expect(nonce).toBeTruthy();
    expect(answer.text).toContain(`<script nonce="${nonce}">`);
    expect(answer.headers['content-security-policy']).toContain("default-src 'none'");
  });
});
