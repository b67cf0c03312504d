import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { fetchCaptchaConfig } from '../../api/accountCalls.ts';
import { BotCheckError, initCaptcha, loadBotCheck } from '../../platform/captcha/botCheck.ts';
import { CaptchaStore, type CaptchaScene } from '../../stores/CaptchaStore.ts';
import { fakeCaptcha, makeStores, renderWithStores, siteConfigWith } from '../../../tests/unit/fixtures.tsx';
import { CaptchaWidget, useCaptcha } from './CaptchaWidget.tsx';

vi.mock('../../platform/captcha/botCheck.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../platform/captcha/botCheck.ts')>()),
  loadBotCheck: vi.fn(),
  initCaptcha: vi.fn(),
}));
vi.mock('../../api/accountCalls.ts', () => ({ fetchCaptchaConfig: vi.fn() }));

/** Stores of royal88 (v4) with the captcha on for every scene, or off. */
const storesWith = (on = true) =>
  makeStores(siteConfigWith('royal88', { register: { captcha: { enabled: on } }, whitelabel: { GEETEST3: { login: true, sms: true, register: true } } }));

/** A widget over a captcha of the login scene; the test drives the script's events. */
function renderWidget(on = true) {
  const stores = storesWith(on);
  const captcha = new CaptchaStore(stores.site.config, stores.alerts, stores.api, 'login', () => stores.i18n.language);
  const view = renderWithStores(<CaptchaWidget captcha={captcha} />, { stores });
  return { ...view, captcha, user: userEvent.setup() };
}

/** The widget's status line (the test router's location readout is a status too). */
const statusLine = () => screen.getAllByRole('status').find((el) => el.getAttribute('aria-label') !== 'location') ?? null;

let fake: ReturnType<typeof fakeCaptcha>;

beforeEach(() => {
  fake = fakeCaptcha({ lot_number: 'lot', pass_token: 'pass' });
  vi.mocked(fetchCaptchaConfig).mockReset().mockResolvedValue({ gt: 'gt', challenge: 'ch', newCaptcha: true, success: 1, version: 'v3' });
  vi.mocked(loadBotCheck).mockReset().mockResolvedValue(undefined);
  vi.mocked(initCaptcha).mockReset().mockResolvedValue(fake.obj);
});
afterEach(() => vi.restoreAllMocks());

describe('CaptchaWidget', () => {
  test('shows nothing when the scene needs no captcha', () => {
    const { container } = renderWidget(false);
    expect(container.querySelector('.wl-captcha')).toBeNull();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  test.each([
    { state: 'idle', drive: async () => undefined },
    { state: 'loading', drive: async (c: CaptchaStore) => void (await c.start()) },
  ])('while $state it says the verification is loading', async ({ drive }) => {
    const { captcha } = renderWidget();
    await act(() => drive(captcha));
    expect(statusLine()).toHaveTextContent('Loading verification…');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  test('once ready it offers a button that opens the puzzle', async () => {
    const { captcha, user } = renderWidget();
    await act(() => captcha.start());
    act(() => fake.ready());
    expect(statusLine()).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Click to verify' }));
    expect(fake.obj.verify).toHaveBeenCalledTimes(1);
  });

  test('after the puzzle it says verification passed', async () => {
    const { captcha, user } = renderWidget();
    await act(() => captcha.start());
    act(() => fake.ready());
    await user.click(screen.getByRole('button', { name: 'Click to verify' }));
    act(() => fake.succeed());
    expect(statusLine()).toHaveTextContent('Verification passed');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  test('a closed puzzle offers the button again', async () => {
    const { captcha, user } = renderWidget();
    await act(() => captcha.start());
    act(() => fake.ready());
    await user.click(screen.getByRole('button', { name: 'Click to verify' }));
    act(() => fake.close());
    expect(screen.getByRole('button', { name: 'Click to verify' })).toBeInTheDocument();
  });

  test.each([
    {
      name: 'a script that did not load',
      failure: () => vi.mocked(loadBotCheck).mockRejectedValueOnce(new BotCheckError(60204, 'Network failure')),
      text: 'Network failure (code 60204)',
    },
    {
      name: 'a failure with no message',
      failure: () => vi.mocked(loadBotCheck).mockRejectedValueOnce(new BotCheckError(60205, '')),
      text: 'Network failure (code 60205)',
    },
    {
      name: "a script failure told in the app's words, not the script's",
      failure: () => vi.mocked(loadBotCheck).mockRejectedValueOnce(new BotCheckError(60204, 'net::ERR_FAILED')),
      text: 'Network failure (code 60204)',
      not: 'ERR_FAILED',
    },
    {
      name: 'a failed call of the script',
      failure: () => vi.mocked(initCaptcha).mockRejectedValueOnce(new BotCheckError(60500, 'The check has expired, please start again')),
      text: 'The verification could not be completed (code 60500)',
      not: 'expired',
    },
    { name: 'a failure with no code', failure: () => vi.mocked(loadBotCheck).mockRejectedValueOnce(new Error('Script blocked')), text: 'Script blocked' },
  ] as { name: string; failure: () => void; text: string; not?: string }[])('$name shows the error and a retry button', async ({ failure, text, not }) => {
    failure();
    const { captcha } = renderWidget();
    await act(() => captcha.start());
    expect(screen.getByRole('alert')).toHaveTextContent(text);
    if (!text.includes('code')) expect(screen.getByRole('alert')).not.toHaveTextContent('code');
    if (not) expect(screen.getByRole('alert')).not.toHaveTextContent(not);
    expect(screen.getByRole('button', { name: 'Click to retry' })).toBeInTheDocument();
  });

  test('Click to retry calls retry, which loads again and ends waiting', async () => {
    vi.mocked(loadBotCheck).mockRejectedValueOnce(new BotCheckError(60204, 'Network failure'));
    const { captcha, user } = renderWidget();
    await act(() => captcha.start());
    const retry = vi.spyOn(captcha, 'retry');
    await user.click(screen.getByRole('button', { name: 'Click to retry' }));
    expect(retry).toHaveBeenCalledTimes(1);
    expect(statusLine()).toHaveTextContent('Loading verification…');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    act(() => fake.ready());
    expect(screen.getByRole('button', { name: 'Click to verify' })).toBeInTheDocument();
  });
});

describe('useCaptcha', () => {
  function Harness({ scene, active }: { scene: CaptchaScene; active?: boolean }) {
    return <CaptchaWidget captcha={useCaptcha(scene, active)} />;
  }

  test("starts the scene's captcha on mount and drops it on unmount", async () => {
    const stores = storesWith();
    let view!: ReturnType<typeof renderWithStores>;
    await act(async () => {
      view = renderWithStores(<Harness scene="register" />, { stores });
    });
    expect(fetchCaptchaConfig).toHaveBeenCalledTimes(1);
    expect(initCaptcha).toHaveBeenCalledWith(expect.objectContaining({ version: 'v4', language: 'en' }));
    act(() => fake.ready());
    expect(screen.getByRole('button', { name: 'Click to verify' })).toBeInTheDocument();
    view.unmount();
    expect(fake.obj.destroy).toHaveBeenCalled();
  });

  test('waits to start until its part of the form is shown', async () => {
    function Form() {
      const [shown, setShown] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setShown(true)}>
            Show SMS
          </button>
          <Harness scene="sms" active={shown} />
        </>
      );
    }
    await act(async () => {
      renderWithStores(<Form />, { stores: storesWith() });
    });
    expect(fetchCaptchaConfig).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Show SMS' }));
    expect(fetchCaptchaConfig).toHaveBeenCalledTimes(1);
  });
});
