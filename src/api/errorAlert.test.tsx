// A refused call is told in the page's language, from the errors bundle, whatever language the server wrote in.
import { screen } from '@testing-library/react';
import { renderSettled, siteConfig } from '../../tests/unit/fixtures.tsx';
import { RootStore } from '../stores/RootStore.ts';
import { ApiClient } from './client.ts';

async function refusedIn(language: string, code: string, merchant: string) {
  const stores = new RootStore(siteConfig(merchant), language);
  await stores.i18n.load();
  const client = new ApiClient({ fetch: async () => new Response(JSON.stringify({ success: false, message: 'This account does not exist', errorCode: code }), { status: 400 }) });
  // As boot wires the client: an alert reaction becomes an alert.
  client.configure({ onFailure: (reaction) => reaction.kind === 'alert' && stores.alerts.show({ message: reaction.message, messageId: reaction.messageId, bundle: reaction.bundle }) });
  await client.post('/wps/session/login', {}).catch(() => undefined);
  await renderSettled(null, { stores });
  return screen.findByRole('alertdialog');
}

describe('an error alert', () => {
  test.each([
    { language: 'VI', merchant: 'xoso68', code: 'not.exists.user', text: 'Tài khoản này không tồn tại' },
    { language: 'PT-BR', merchant: 'sorte777', code: 'login.cred.err', text: 'Usuário ou senha incorretos' },
  ])('in $language for $code', async ({ language, merchant, code, text }) => {
    const alert = await refusedIn(language, code, merchant);
    expect(alert).toHaveTextContent(text);
    expect(alert).not.toHaveTextContent('This account does not exist');
  });

  test('keeps the server\'s text for a code the app does not know', async () => {
    const alert = await refusedIn('VI', 'promotion.paused', 'xoso68');
    expect(alert).toHaveTextContent('This account does not exist');
  });
});
