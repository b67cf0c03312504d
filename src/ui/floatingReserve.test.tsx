import { render } from '@testing-library/react';
import { FLOATING_ATTRIBUTE, useFloatingReserve } from './floatingReserve.ts';

function Floating({ shown }: { shown: boolean }) {
  useFloatingReserve(shown);
  return null;
}

const reserved = () => document.documentElement.hasAttribute(FLOATING_ATTRIBUTE);

describe('floating reserve', () => {
  test('is kept while anything floats, and given back when the last stops', () => {
    const chat = render(<Floating shown />);
    const miniGame = render(<Floating shown />);
    expect(reserved()).toBe(true);
    chat.unmount();
    expect(reserved()).toBe(true);
    miniGame.rerender(<Floating shown={false} />);
    expect(reserved()).toBe(false);
    miniGame.rerender(<Floating shown />);
    expect(reserved()).toBe(true);
    miniGame.unmount();
    expect(reserved()).toBe(false);
  });

  test('nothing hidden claims it', () => {
    render(<Floating shown={false} />);
    expect(reserved()).toBe(false);
  });
});
