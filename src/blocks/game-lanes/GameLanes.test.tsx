import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { GameCard, GameLane } from '../../config/types.generated.ts';
import { makeStores, merchantFile, renderWithStores, siteConfig, seed } from '../../../tests/unit/fixtures.tsx';
import { lanesIn } from '../../rules/localizedLanes.ts';
import GameLanes, { VIRTUALISE_FROM } from './GameLanes.tsx';
import { blockProps } from '../../../tests/support/props.ts';

/** A merchant's lanes as the API serves them in a language (its default unless named). */
function servedLanes(code: string, language?: string): GameLane[] {
  const { content, languages } = merchantFile(code);
  return lanesIn(content.lanes, content.categories, language ?? languages.default, languages.default);
}

function lanesOf(code: string, lanes: GameLane[] = servedLanes(code)) {
  const stores = makeStores(siteConfig(code));
  seed(stores.content.lanes, lanes);
  return renderWithStores(<GameLanes id="lanes" props={blockProps('game-lanes', { layout: 'grid', columns: 2 })} renderChildren={() => []} />, { stores });
}

const laneSection = (title: string) => screen.getByRole('heading', { name: title }).closest('section')!;

describe('GameLanes', () => {
  test('each lane is a heading with its games as links that launch them, and its categories by name in category order', () => {
    lanesOf('royal88');
    expect(screen.getAllByRole('heading').map((h) => h.textContent)).toEqual(['热门游戏', '真人娱乐', '东南亚彩票']);
    const hot = laneSection('热门游戏');
    expect(within(hot).getByRole('link', { name: '麻将胡了 电子游戏' })).toHaveAttribute(
      'href',
      '/m/launchGame?code=pg-mahjong&vendor=PG&playType=RNG&nodeId=1001&title=%E9%BA%BB%E5%B0%86%E8%83%A1%E4%BA%86',
    );
    expect(within(hot).getByRole('link', { name: '百家乐 真人视讯' })).toHaveAttribute('href', expect.stringContaining('playType=LIVE'));
    expect(hot).toHaveTextContent('电子游戏 · 真人视讯 · 4 games');
  });

  test.each(['royal88', 'sorte777', 'xoso68'])('%s in each language it allows: no internal code, and no card says its name twice', (code) => {
    for (const language of merchantFile(code).languages.allowed) {
      const { unmount } = lanesOf(code, servedLanes(code, language));
      const lanes = screen.getByRole('region', { name: 'Games' });
      expect(lanes.textContent).not.toMatch(/\b(TCG|LOTT|VNL|SEAL|RNG|PVP|LIVE|SEA_LOTT|VIETNAM_LOTTO|PG|PP|JDB|EVO|AG)\b/);
      for (const card of lanes.querySelectorAll('.wl-card')) {
        const subtitle = card.querySelector('.wl-card__subtitle')?.textContent;
        if (subtitle) expect(subtitle).not.toBe(card.querySelector('.wl-card__name')?.textContent);
      }
      unmount();
    }
  });

  test('royal88 in English reads English throughout', () => {
    lanesOf('royal88', servedLanes('royal88', 'EN'));
    expect(screen.getAllByRole('heading').map((h) => h.textContent)).toEqual(['Popular games', 'Live casino', 'Southeast Asian lotteries']);
    expect(screen.getByRole('link', { name: 'Mahjong Ways Slots' })).toBeInTheDocument();
    expect(laneSection('Southeast Asian lotteries')).toHaveTextContent('Lottery · 3 games');
  });

  test('a lottery card sends a visitor to log in, and launches the lottery once the visitor has logged in', () => {
    const { stores } = lanesOf('xoso68');
    const lottery = () => within(laneSection('Xổ số miền Bắc')).getAllByRole('link')[0];
    expect(lottery()).toHaveAttribute('href', '/m/login');
    act(() => stores.session.save({ token: 't1' }));
    expect(lottery().getAttribute('href')).toMatch(/^\/m\/launchGame\?code=vn-hanoi&vendor=VNL&playType=LOTT/);
    // A click is followed inside the app.
    fireEvent.click(lottery());
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent(/^\/m\/launchGame\?code=vn-hanoi/);
  });

  test('a game with a demo offers it beside the game', () => {
    const card: GameCard = { accountTypeName: 'PG', displayName: 'Fortune Tiger', image: '/t.svg', gameId: 'pg-tiger', nodeId: '4001', trial: true };
    lanesOf('sorte777', [{ title: 'Slots', cards: [card] }]);
    expect(screen.getByRole('link', { name: 'Free demo of Fortune Tiger' })).toHaveAttribute(
      'href',
      '/m/launchGame?code=pg-tiger&nodeId=4001&title=Fortune+Tiger&trial=1',
    );
  });

  test('a broken image gives way to the fallback in the same box', () => {
    const { container } = lanesOf('royal88');
    const image = container.querySelector('img')!;
    const box = image.parentElement!;
    expect(box).toHaveStyle({ aspectRatio: '1 / 1' });
    fireEvent.error(image);
    expect(box.querySelector('img')).toBeNull();
    expect(box).toHaveClass('wl-lazy-image--failed');
    expect(box).toHaveTextContent('麻');
  });

  test("a broken image is tried on the merchant's other image servers, in order, before the fallback", () => {
    const card: GameCard = { accountTypeName: 'PG', displayName: 'Fortune Tiger', image: 'https://img1.example/royal88/tiger.png', gameId: 'pg-tiger' };
    const stores = makeStores(siteConfig('royal88', { imageCDNs: ['https://img1.example', 'https://img2.example', '/cdn'] }));
    seed(stores.content.lanes, [{ title: 'Slots', cards: [card] }]);
    const { container } = renderWithStores(
      <GameLanes id="lanes" props={blockProps('game-lanes', { layout: 'grid', columns: 2 })} renderChildren={() => []} />,
      { stores },
    );
    const box = container.querySelector('.wl-lazy-image')!;
    const tried: (string | null)[] = [];
    for (let i = 0; i < 3; i++) {
      const image = box.querySelector('img')!;
      tried.push(image.getAttribute('src'));
      fireEvent.error(image);
    }
    expect(tried).toEqual(['https://img1.example/royal88/tiger.png', 'https://img2.example/royal88/tiger.png', '/cdn/royal88/tiger.png']);
    expect(box.querySelector('img')).toBeNull();
    expect(box).toHaveTextContent('F');
  });

  test(`a lane of ${VIRTUALISE_FROM} cards or more renders only the cards near the screen`, async () => {
    // jsdom lays nothing out: the lane is given a phone's width.
    const width = vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(392);
    const cards: GameCard[] = Array.from({ length: 500 }, (_, i) => ({
      accountTypeName: 'PG',
      displayName: `Game ${i + 1}`,
      image: `/g${i}.svg`,
      gameId: `g${i}`,
    }));
    lanesOf('royal88', [{ title: 'All slots', gameClassify: [{ type: 'RNG', vendors: ['PG'] }], cards }]);
    const virtual = () => within(screen.getByRole('list', { name: 'All slots' })).getAllByRole('listitem');
    await waitFor(() => expect(virtual()[0]).toHaveAttribute('aria-setsize', '500'));
    const shown = within(screen.getByRole('list', { name: 'All slots' })).getAllByRole('link');
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.length).toBeLessThan(100);
    expect(shown[0]).toHaveAccessibleName('Game 1');
    expect(screen.queryByRole('link', { name: /^Game 500\b/ })).toBeNull();
    width.mockRestore();
  });
});
