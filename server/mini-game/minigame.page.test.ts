// The mini-game script as a browser runs it: installed for its version, played by role and name.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { miniGameScript } from './scripts.ts';

type Handle = { update(options: { language?: string }): void; unmount(): void };
type Hook = { version: string; mount(element: Element, options: { version: string; language?: string }): Handle };
const hook = () => (window as unknown as { WLMiniGame: Hook }).WLMiniGame;

function install(version: string): void {
  new Function(miniGameScript(version))();
}

let element: HTMLElement;
beforeEach(() => {
  element = document.createElement('section');
  document.body.append(element);
});
afterEach(() => element.remove());

describe('the v1 mini-game', () => {
  beforeEach(() => install('v1'));

  test('is installed as window.WLMiniGame for its version, and nothing else leaks out', () => {
    expect(hook().version).toBe('v1');
    expect('installWLMiniGame' in window).toBe(false);
  });

  test('picking three of twenty numbers allows a draw whose result is announced', async () => {
    hook().mount(element, { version: 'v1', language: 'EN' });
    const game = within(element);
    expect(game.getByRole('heading', { name: 'Lucky draw' })).toBeInTheDocument();
    expect(game.getAllByRole('button', { pressed: false })).toHaveLength(20);
    const draw = game.getByRole('button', { name: 'Draw' });
    expect(draw).toBeDisabled();
    for (const n of ['03', '07', '11']) await userEvent.click(game.getByRole('button', { name: n }));
    expect(game.getByText('3 of 3 picked')).toBeInTheDocument();
    // The fourth number cannot be picked while three are.
    expect(game.getByRole('button', { name: '12' })).toBeDisabled();
    await userEvent.click(game.getByRole('button', { name: 'Draw' }));
    const status = game.getByRole('status');
    expect(status.textContent).toMatch(/^Drawn: (\d\d, ){4}\d\d · (No match this time\. Try again!|Matched: [123])$/);
    const drawn = /Drawn: ([\d, ]+) ·/.exec(status.textContent!)![1].split(', ');
    expect(new Set(drawn).size).toBe(5);
    await userEvent.click(game.getByRole('button', { name: 'Clear' }));
    expect(game.getByRole('status')).toHaveTextContent('');
    expect(game.getAllByRole('button', { pressed: false })).toHaveLength(20);
  });

  test('a picked number can be put back, and the language can change mid-game', async () => {
    const handle = hook().mount(element, { version: 'v1', language: 'VI' });
    const game = within(element);
    await userEvent.click(game.getByRole('button', { name: '05' }));
    await userEvent.click(game.getByRole('button', { name: '05' }));
    await userEvent.click(game.getByRole('button', { name: '06' }));
    expect(game.getByText('Đã chọn 1/3')).toBeInTheDocument();
    handle.update({ language: 'TW' });
    expect(game.getByRole('heading', { name: '幸運抽獎' })).toBeInTheDocument();
    expect(game.getByRole('button', { name: '06', pressed: true })).toBeInTheDocument();
    handle.unmount();
    expect(element).toBeEmptyDOMElement();
  });

  test('falls back to English for a language it does not know', () => {
    hook().mount(element, { version: 'v1', language: 'XX' });
    expect(screen.getByRole('heading', { name: 'Lucky draw' })).toBeInTheDocument();
  });
});

describe('the s1 mini-game', () => {
  test('plays four of the digits 0 to 9', async () => {
    install('s1');
    hook().mount(element, { version: 's1', language: 'EN' });
    const game = within(element);
    expect(game.getByText('Pick 4 numbers from 0 to 9. 4 numbers are drawn.')).toBeInTheDocument();
    expect(game.getAllByRole('button', { pressed: false }).map((b) => b.textContent)).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9']);
    for (const n of ['1', '2', '3', '4']) await userEvent.click(game.getByRole('button', { name: n }));
    await userEvent.click(game.getByRole('button', { name: 'Draw' }));
    expect(game.getByRole('status').textContent).toMatch(/^Drawn: \d, \d, \d, \d · /);
  });
});
