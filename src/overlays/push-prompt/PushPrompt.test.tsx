import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeStores, renderSettled } from '../../../tests/unit/fixtures.tsx';
import { PushStore } from '../../stores/PushStore.ts';
import PushPrompt from './PushPrompt.tsx';
import { overlayProps } from '../../../tests/support/props.ts';

// The push boundary is the one module replaced: the browser's answer is the test's to choose.
const browser = vi.hoisted(() => ({ permission: 'default', answer: 'denied' }));
vi.mock('../../platform/push/firebaseMessaging.ts', () => ({
  permission: () => browser.permission,
  requestPermission: async () => (browser.permission = browser.answer),
  getToken: async () => 'unit-token',
  deleteToken: async () => undefined,
}));

async function showPrompt() {
  const stores = makeStores();
  const push = stores.feature(PushStore);
  await push.load();
  const close = vi.fn();
  await renderSettled(<PushPrompt props={overlayProps('push-prompt')} close={close} />, { stores });
  return { push, close, user: userEvent.setup() };
}

afterEach(() => {
  Object.assign(browser, { permission: 'default', answer: 'denied' });
});

describe('PushPrompt', () => {
  test('Allow asks the browser; denied, the prompt becomes the tip, and closing it keeps it away this session', async () => {
    const { push, close, user } = await showPrompt();
    const prompt = await screen.findByRole('dialog', { name: 'Turn on notifications' });
    await user.click(within(prompt).getByRole('button', { name: 'Allow' }));
    const tip = await screen.findByRole('dialog', { name: 'Notifications are blocked' });
    expect(tip).toHaveTextContent("allow notifications in your browser's site settings");
    await user.click(within(tip).getByRole('button', { name: 'Got it' }));
    await waitFor(() => expect(close).toHaveBeenCalled());
    expect(push.dismissed).toBe(true);
    expect(sessionStorage.getItem('wl.push.dismissed')).toBe('1');
  });

  test('Not now dismisses for the session without asking the browser', async () => {
    const { push, close, user } = await showPrompt();
    await user.click(await screen.findByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(close).toHaveBeenCalled());
    expect(push.dismissed).toBe(true);
    expect(push.permission).toBe('default');
  });

  test('already blocked: the tip straight away', async () => {
    browser.permission = 'denied';
    await showPrompt();
    expect(await screen.findByRole('dialog', { name: 'Notifications are blocked' })).toBeInTheDocument();
  });
});
