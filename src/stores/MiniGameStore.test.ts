import { makeStores, siteConfigWith } from '../../tests/unit/fixtures.tsx';
import { MiniGameStore, POSITION_KEY } from './MiniGameStore.ts';

const scripts = vi.hoisted(() => ({ loadScript: vi.fn<(src: string) => Promise<void>>() }));
vi.mock('../platform/scripts.ts', () => scripts);

const phone = { width: 400, height: 800 };
const box = { width: 56, height: 56 };
type Hooked = { WLMiniGame?: unknown };

function miniGame(flags: Parameters<typeof siteConfigWith>[1]['whitelabel'] = { LOTTMINIGAME3: { enabled: true, version: 'v1' } }) {
  const stores = makeStores(siteConfigWith('royal88', { whitelabel: flags }));
  stores.session.save({ token: 't' });
  return { stores, game: new MiniGameStore(stores) };
}

beforeEach(() => {
  vi.useFakeTimers();
  scripts.loadScript.mockReset();
});
afterEach(() => {
  vi.useRealTimers();
  delete (window as Hooked).WLMiniGame;
});

describe('MiniGameStore script', () => {
  test("loads the version's script once and is ready when it installed its hook", async () => {
    scripts.loadScript.mockImplementation(async () => {
      (window as Hooked).WLMiniGame = { mount: () => ({ update() {}, unmount() {} }) };
    });
    const { game } = miniGame({ LOTTMINIGAME3: { enabled: false }, SEALOTTMINIGAME3: { enabled: true, version: 's1' } });
    expect(game.version).toBe('s1');
    await Promise.all([game.loadScript(), game.loadScript()]);
    await game.loadScript();
    expect(scripts.loadScript).toHaveBeenCalledOnce();
    expect(scripts.loadScript).toHaveBeenCalledWith('/mini-game/s1/minigame.js');
    expect(game.script).toBe('ready');
    expect(game.hook).toBeDefined();
  });

  test('a script that fails, or installs nothing, is a failure that a retry may mend', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    scripts.loadScript.mockRejectedValueOnce(new Error('404')).mockResolvedValueOnce(undefined);
    const { game } = miniGame();
    await game.loadScript();
    expect(game.script).toBe('failed');
    await game.loadScript();
    expect(game.script).toBe('failed');
    expect(warn).toHaveBeenLastCalledWith(expect.stringContaining('installed no WLMiniGame'));
    expect(scripts.loadScript).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });

  test('without either flag there is nothing to load', async () => {
    const { game } = miniGame({ LOTTMINIGAME3: { enabled: false }, SEALOTTMINIGAME3: { enabled: false } });
    await game.loadScript();
    expect(game.version).toBeUndefined();
    expect(scripts.loadScript).not.toHaveBeenCalled();
  });
});

describe('MiniGameStore launcher', () => {
  test('starts at its default place, or where it was left this session, always inside the window', () => {
    const first = miniGame().game;
    first.place(box, phone);
    expect(first.position).toEqual({ x: 336, y: 480 });
    // A narrower window (the phone turned) keeps it inside too.
    first.place(box, { width: 200, height: 800 });
    expect(first.position).toEqual({ x: 140, y: 480 });
    sessionStorage.setItem(POSITION_KEY, JSON.stringify({ x: -40, y: 200 }));
    const second = miniGame().game;
    second.place(box, phone);
    expect(second.position).toEqual({ x: 8, y: 200 });
  });

  test('a press that moves under 2 px is a click; one that moves more is a drag, remembered', () => {
    const { game } = miniGame();
    game.place(box, phone);
    game.pointerDown({ x: 360, y: 500 });
    game.pointerMove({ x: 361, y: 501 }, box, phone);
    expect(game.position).toEqual({ x: 336, y: 480 });
    expect(game.pointerUp()).toBe(false);

    game.pointerDown({ x: 360, y: 500 });
    game.pointerMove({ x: 300, y: 100 }, box, phone);
    game.pointerMove({ x: -500, y: 90 }, box, phone);
    expect(game.position).toEqual({ x: 8, y: 70 });
    expect(game.pointerUp()).toBe(true);
    expect(JSON.parse(sessionStorage.getItem(POSITION_KEY)!)).toEqual({ x: 8, y: 70 });
    // A move without a press moves nothing.
    game.pointerMove({ x: 200, y: 200 }, box, phone);
    expect(game.position).toEqual({ x: 8, y: 70 });
  });

  test('clicks open and close the panel; a click within 250 ms of the last counts for nothing', () => {
    const { game } = miniGame();
    game.click();
    expect(game.open).toBe(true);
    vi.advanceTimersByTime(100);
    game.click();
    expect(game.open).toBe(true);
    vi.advanceTimersByTime(249);
    game.click();
    expect(game.open).toBe(true);
    vi.advanceTimersByTime(250);
    game.click();
    expect(game.open).toBe(false);
  });

  test('arrow keys move it, Shift further, and other keys are left alone', () => {
    const { game } = miniGame();
    game.place(box, phone);
    expect(game.moveByKey('ArrowUp', false, box, phone)).toBe(true);
    expect(game.position).toEqual({ x: 336, y: 464 });
    expect(game.moveByKey('ArrowLeft', true, box, phone)).toBe(true);
    expect(game.position).toEqual({ x: 272, y: 464 });
    expect(game.moveByKey('ArrowRight', true, box, phone)).toBe(true);
    expect(game.moveByKey('ArrowRight', true, box, phone)).toBe(true);
    expect(game.position).toEqual({ x: 336, y: 464 });
    expect(game.moveByKey('Enter', false, box, phone)).toBe(false);
  });

  test('logging out closes the panel', () => {
    const { game, stores } = miniGame();
    stores.feature(MiniGameStore).click();
    expect(stores.feature(MiniGameStore).open).toBe(true);
    stores.session.logout();
    expect(stores.feature(MiniGameStore).open).toBe(false);
    expect(game.open).toBe(false);
  });
});
