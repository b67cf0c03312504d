import { act, fireEvent, screen, within } from '@testing-library/react';
import { fetchDomainRoute } from '../../api/calls.ts';
import { pingLine } from '../../api/linePing.ts';
import { leavePage } from '../../platform/leavePage.ts';
import { flushPromises, renderWithStores } from '../../../tests/unit/fixtures.tsx';
import LineSpeedTestPage from './LineSpeedTestPage.tsx';

vi.mock('../../api/calls.ts', async (importOriginal) => ({ ...(await importOriginal<object>()), fetchDomainRoute: vi.fn() }));
vi.mock('../../api/linePing.ts', () => ({ pingLine: vi.fn() }));
vi.mock('../../platform/leavePage.ts', () => ({ leavePage: vi.fn() }));

const here = window.location.origin;
const fast = 'https://fast.example.test';
const slow = 'https://slow.example.test';

/** Pings wait for the test to answer them, and reject when aborted, as fetch does. */
function holdPings() {
  const answers = new Map<string, { answer: () => void; signal: AbortSignal }>();
  vi.mocked(pingLine).mockImplementation(
    (origin, signal) =>
      new Promise<void>((resolve, reject) => {
        signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        answers.set(origin, { answer: resolve, signal });
      }),
  );
  return answers;
}

async function answer(answers: ReturnType<typeof holdPings>, origin: string, afterMs: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(afterMs);
    answers.get(origin)!.answer();
    await flushPromises();
  });
}

const lineNamed = (name: RegExp) => screen.getByRole('radio', { name });
/** A tap (fireEvent: user-event waits on timers that are fake here). */
const click = (element: HTMLElement) =>
  act(() => {
    fireEvent.click(element);
  });
/** The page's live line saying where the test is (the test's location probe is the other status, by name). */
const summary = () => screen.getByRole('status', { name: '' });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date', 'performance'] });
  vi.spyOn(Math, 'random').mockReturnValue(0.999);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.clearAllMocks();
});

describe('LineSpeedTestPage', () => {
  test("shows each line's time as it comes, picks the first responder, and switches to it", async () => {
    vi.mocked(fetchDomainRoute).mockResolvedValue({ lines: [here, slow, fast] });
    const answers = holdPings();
    const { unmount } = renderWithStores(<LineSpeedTestPage />, { url: '/m/lineSpeedTest?affiliateCode=AF1&token=t' });
    await act(flushPromises);

    expect(screen.getByRole('heading', { level: 1, name: 'Line speed test' })).toBeInTheDocument();
    expect(summary()).toHaveTextContent('Testing the lines…');
    const group = screen.getByRole('group', { name: 'Lines' });
    expect(within(group).getAllByRole('radio')).toHaveLength(3);
    expect(lineNamed(/^Line 3 fast\.example\.test Testing…/)).toBeDisabled();
    expect(lineNamed(/^Line 1 .* Current line$/)).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Switch line' })).toBeDisabled();

    await answer(answers, fast, 30);
    expect(summary()).toHaveTextContent('Line 3 answered first');
    expect(lineNamed(/^Line 3 fast\.example\.test 30 ms Fastest$/)).toBeChecked();
    await answer(answers, here, 20);
    expect(lineNamed(/^Line 1 .* 50 ms Current line$/)).not.toBeChecked();

    await act(async () => {
      await vi.advanceTimersByTimeAsync(10_000);
    });
    expect(lineNamed(/^Line 2 slow\.example\.test Timed out$/)).toBeDisabled();

    click(lineNamed(/^Line 1 /));
    expect(screen.getByRole('button', { name: 'Switch line' })).toBeDisabled();
    expect(screen.getByText('You are already on this line.')).toBeInTheDocument();
    click(lineNamed(/^Line 3 /));
    click(screen.getByRole('button', { name: 'Switch line' }));
    expect(leavePage).toHaveBeenCalledWith(`${fast}/m/lineSpeedTest?language=EN&affiliateCode=AF1`);
    unmount();
  });

  test('leaving the page aborts the pings still out', async () => {
    vi.mocked(fetchDomainRoute).mockResolvedValue({ lines: [fast, slow] });
    const answers = holdPings();
    const { unmount } = renderWithStores(<LineSpeedTestPage />, { url: '/m/lineSpeedTest' });
    await act(flushPromises);
    unmount();
    expect([...answers.values()].every((ping) => ping.signal.aborted)).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });

  test('lines that cannot be loaded: says so, and testing again asks again', async () => {
    vi.mocked(fetchDomainRoute)
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ lines: [fast] });
    const answers = holdPings();
    renderWithStores(<LineSpeedTestPage />, { url: '/m/lineSpeedTest' });
    await act(flushPromises);
    expect(summary()).toHaveTextContent('The lines could not be loaded. Please try again.');
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
    click(screen.getByRole('button', { name: 'Test again' }));
    await answer(answers, fast, 5);
    expect(lineNamed(/^Line 1 fast\.example\.test 5 ms Fastest$/)).toBeChecked();
  });

  test('no line answering in 10 s: says so', async () => {
    vi.mocked(fetchDomainRoute).mockResolvedValue({ lines: [slow] });
    holdPings();
    renderWithStores(<LineSpeedTestPage />, { url: '/m/lineSpeedTest' });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10_000);
    });
    expect(summary()).toHaveTextContent('No line answered. Check your connection and test again.');
    expect(screen.getByRole('button', { name: 'Switch line' })).toBeDisabled();
  });
});
