import { act, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { Spinner, SPINNER_AUTO_HIDE_MS } from './Spinner.tsx';

test('a spinner names what it waits for, and gives up showing itself after 10 s', () => {
  vi.useFakeTimers();
  try {
    render(
      <IntlProvider locale="en" messages={{ in_please_wait: 'Please wait...' }}>
        <Spinner />
      </IntlProvider>,
    );
    expect(screen.getByRole('progressbar', { name: 'Please wait...' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(SPINNER_AUTO_HIDE_MS - 1));
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(SPINNER_AUTO_HIDE_MS).toBe(10_000);
  } finally {
    vi.useRealTimers();
  }
});
