// The local Geetest script in a browser-like page, with the reference API's answers stubbed.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { screen, waitFor, within } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { intlLocale, LANGUAGES } from '../../src/i18n/languages.ts';

type Handler = (detail?: unknown) => void;
interface CaptchaObj {
  onReady(fn: Handler): CaptchaObj;
  onSuccess(fn: Handler): CaptchaObj;
  onError(fn: Handler): CaptchaObj;
  onClose(fn: Handler): CaptchaObj;
  verify(): CaptchaObj;
  getValidate(): false | Record<string, string>;
  reset(): CaptchaObj;
  destroy(): void;
}
type Init = (options: Record<string, unknown>, callback: (captcha: CaptchaObj) => void) => void;
// Read through a cast, not a global declaration: the app may declare these for the real script.
const page = () => window as unknown as { initGeetest: Init; initGeetest4: Init };

const CHALLENGE = 'c'.repeat(32);
const VALIDATE = 'v'.repeat(64);
const envelope = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let calls: { url: string; body?: unknown }[];
beforeAll(() => {
  // Run as a classic script, the way the page's <script> tag runs it: in the global scope.
  // biome-ignore lint/security/noGlobalEval lint/complexity/noCommaOperator: an indirect eval is what runs a script globally
  (0, eval)(readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), 'gt.js'), 'utf8'));
});
beforeEach(() => {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ url, body });
      if (url.includes('/wps/captcha/puzzle')) return envelope(200, { success: true, value: { code: '4821' } });
      if (url.endsWith('/wps/captcha/verify')) {
        return body.answer === '4821'
          ? envelope(200, { success: true, value: { validate: VALIDATE } })
          : envelope(400, { success: false, errorCode: 'captcha.wrong', message: 'The characters do not match' });
      }
      return envelope(404, { success: false, errorCode: 'not_found', message: 'No call' });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

function init(version: 'v3' | 'v4', options: Record<string, unknown> = {}): Promise<CaptchaObj> {
  return new Promise((resolve) => {
    const start = version === 'v3' ? page().initGeetest : page().initGeetest4;
    const base = version === 'v3' ? { gt: 'xoso68-captcha', offline: false, new_captcha: true, lang: 'en' } : { captchaId: 'royal88-captcha', language: 'eng' };
    start({ ...base, challenge: CHALLENGE, product: 'bind', ...options }, (captcha) => {
      captcha.onReady(() => resolve(captcha));
    });
  });
}

describe('gt.js', () => {
  test('onReady fires after init returns, and the on* calls chain', async () => {
    let captcha: CaptchaObj | undefined;
    const ready = vi.fn();
    page().initGeetest4({ captchaId: 'royal88-captcha', challenge: CHALLENGE, product: 'bind' }, (c) => {
      captcha = c;
      expect(
        c
          .onReady(ready)
          .onSuccess(() => {})
          .onError(() => {})
          .onClose(() => {}),
      ).toBe(c);
    });
    expect(ready).not.toHaveBeenCalled();
    await waitFor(() => expect(ready).toHaveBeenCalledTimes(1));
    expect(captcha!.getValidate()).toBe(false);
  });

  test('v3: a wrong answer is shown in the dialog, the right one closes it with a seccode', async () => {
    const user = userEvent.setup();
    const captcha = await init('v3');
    const success = vi.fn();
    captcha.onSuccess(success).verify();

    const dialog = await screen.findByRole('dialog', { name: 'Security check' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByText('Type these digits: 4821')).toBeVisible();
    const input = within(dialog).getByLabelText('Characters shown');
    expect(input).toHaveFocus();

    await user.type(input, '1234');
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The characters do not match');
    expect(success).not.toHaveBeenCalled();

    await user.type(input, '4821{Enter}');
    await waitFor(() => expect(success).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.map((c) => c.body).filter(Boolean)).toEqual([
      { challenge: CHALLENGE, answer: '1234' },
      { challenge: CHALLENGE, answer: '4821' },
    ]);
    expect(captcha.getValidate()).toEqual({ geetest_challenge: CHALLENGE, geetest_validate: VALIDATE, geetest_seccode: `${VALIDATE}|jordan` });

    captcha.reset();
    expect(captcha.getValidate()).toBe(false);
  });

  test('v4: getValidate has the lot number and the captcha output; api_server prefixes the calls', async () => {
    const user = userEvent.setup();
    const captcha = await init('v4', { api_server: 'https://api.example.test/' });
    const success = vi.fn();
    captcha.onSuccess(success).verify();
    const dialog = await screen.findByRole('dialog', { name: 'Security check' });
    await user.type(within(dialog).getByLabelText('Characters shown'), '4821');
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(success).toHaveBeenCalled());
    expect(calls.map((c) => c.url)).toEqual([
      `https://api.example.test/wps/captcha/puzzle?challenge=${CHALLENGE}`,
      'https://api.example.test/wps/captcha/verify',
    ]);
    expect(captcha.getValidate()).toEqual({
      lot_number: CHALLENGE,
      captcha_output: VALIDATE,
      pass_token: VALIDATE,
      gen_time: expect.stringMatching(/^[0-9]{10}$/),
      captcha_id: 'royal88-captcha',
    });
  });

  test('Close removes the dialog and fires onClose', async () => {
    const user = userEvent.setup();
    const captcha = await init('v4');
    const closed = vi.fn();
    captcha.onClose(closed).verify();
    const dialog = await screen.findByRole('dialog', { name: 'Security check' });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(closed).toHaveBeenCalledTimes(1);
    expect(captcha.getValidate()).toBe(false);

    // Escape closes it too.
    captcha.verify();
    await screen.findByRole('dialog', { name: 'Security check' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(closed).toHaveBeenCalledTimes(2);
  });

  test('a failed request fires onError with 60500 and the server message', async () => {
    vi.stubGlobal('fetch', async () => envelope(400, { success: false, errorCode: 'captcha.expired', message: 'The check has expired, please start again' }));
    const captcha = await init('v3');
    const error = vi.fn();
    captcha.onError(error).verify();
    await waitFor(() => expect(error).toHaveBeenCalledWith({ error_code: 60500, msg: 'The check has expired, please start again' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  /** The dialog's texts as a player meets them: its name, close, prompt, label, button, and the two notices. */
  async function dialogTexts(version: 'v3' | 'v4', language: string) {
    const user = userEvent.setup();
    const captcha = await init(version, version === 'v3' ? { lang: language } : { language });
    captcha.verify();
    const dialog = await screen.findByRole('dialog');
    const [close, submit] = within(dialog).getAllByRole('button');
    const input = within(dialog).getByRole('textbox');
    const texts = {
      title: dialog.getAttribute('aria-label'),
      close: close!.getAttribute('aria-label'),
      prompt: dialog.querySelector('p')!.textContent,
      label: (input as HTMLInputElement).labels?.[0]?.textContent,
      verify: submit!.textContent,
      empty: '',
      wrong: '',
    };
    await user.click(submit!);
    texts.empty = within(dialog).getByRole('alert').textContent ?? '';
    await user.type(input, '1234{Enter}');
    await waitFor(() => expect(within(dialog).getByRole('alert')).not.toHaveTextContent(texts.empty));
    texts.wrong = within(dialog).getByRole('alert').textContent ?? '';
    captcha.destroy();
    return { texts, dialog };
  }

  test("the dialog speaks each of the app's twenty languages, as the app names them", async () => {
    const { texts: english } = await dialogTexts('v4', 'en');
    expect(english).toEqual({
      title: 'Security check',
      close: 'Close',
      prompt: 'Type these digits: 4821',
      label: 'Characters shown',
      verify: 'Verify',
      empty: 'Enter the characters shown',
      wrong: 'The characters do not match. Try again.',
    });
    for (const code of LANGUAGES.filter((c) => c !== 'EN')) {
      const { texts, dialog } = await dialogTexts('v4', intlLocale(code).toLowerCase());
      for (const [key, text] of Object.entries(texts)) {
        expect(text, `${code} ${key}`).toBeTruthy();
        expect(text, `${code} ${key}`).not.toBe(english[key as keyof typeof english]);
      }
      expect(texts.prompt, code).toContain('4821');
      expect(dialog).toHaveAttribute('dir', code === 'UR' ? 'rtl' : 'ltr');
    }
  });

  test.each([
    { version: 'v3', language: 'zh-cn' },
    { version: 'v4', language: 'zho' },
    { version: 'v3', language: 'zh_CN' },
  ] as const)('a Chinese page ($version, $language) gets a Chinese dialog', async ({ version, language }) => {
    const { texts, dialog } = await dialogTexts(version, language);
    expect(texts).toEqual({
      title: '安全验证',
      close: '关闭',
      prompt: '请输入以下数字：4821',
      label: '显示的字符',
      verify: '验证',
      empty: '请输入显示的字符',
      wrong: '字符不匹配，请重试。',
    });
    expect(dialog).toHaveAttribute('lang', 'zh-cn');
  });

  test.each(['xx', '', 'pt'])('an unknown or bare language (%j) falls back sensibly', async (language) => {
    const { texts } = await dialogTexts('v3', language);
    expect(texts.verify).toBe(language === 'pt' ? 'Verificar' : 'Verify');
  });

  test("its colours are the page's theme variables, with a plain light fallback", async () => {
    const captcha = await init('v4');
    captcha.verify();
    const dialog = await screen.findByRole('dialog');
    expect(dialog.getAttribute('style')).toMatch(/background:\s*var\(--wl-surface,\s*#fff\)/);
    expect(dialog.getAttribute('style')).toMatch(/color:\s*var\(--wl-text,\s*#1a1a1a\)/);
    const submit = within(dialog).getByRole('button', { name: 'Verify' });
    expect(submit.getAttribute('style')).toMatch(/background:\s*var\(--wl-primary,\s*#1565c0\)/);
    expect(within(dialog).getByRole('textbox').getAttribute('style')).toMatch(/background:\s*var\(--wl-bg,\s*#fff\)/);
  });
});
