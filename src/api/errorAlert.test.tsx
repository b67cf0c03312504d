// A refused call is told with the operator API's own words when it sent them (it writes them in the
// player's language, the Language header, and they may say more), else in the page's language from the
// errors bundle.
import { screen } from '@testing-library/react';
import { renderSettled, siteConfig } from '../../tests/unit/fixtures.tsx';
import { RootStore } from '../stores/RootStore.ts';
import { ApiClient } from './client.ts';

async function refusedIn(language: string, code: string, merchant: string, message?: string) {
  const stores = new RootStore(siteConfig(merchant), language);
  await stores.i18n.load();
  const client = new ApiClient({
    fetch: async () => new Response(JSON.stringify({ success: false, errorCode: code, ...(message ? { message } : {}) }), { status: 400 }),
  });
  // As boot wires the client: an alert reaction becomes an alert.
  client.configure({
    onFailure: (reaction) =>
      reaction.kind === 'alert' && stores.alerts.show({ message: reaction.message, messageId: reaction.messageId, bundle: reaction.bundle }),
  });
  await client.post('/wps/session/login', {}).catch(() => undefined);
  await renderSettled(null, { stores });
  return screen.findByRole('alertdialog');
}

describe('an error alert', () => {
  test.each([
    { language: 'VI', merchant: 'xoso68', code: 'not.exists.user', text: 'Tài khoản này không tồn tại' },
    { language: 'PT-BR', merchant: 'sorte777', code: 'login.cred.err', text: 'Usuário ou senha incorretos' },
  ])('in $language for $code, when the server sent no words', async ({ language, merchant, code, text }) => {
    expect(await refusedIn(language, code, merchant)).toHaveTextContent(text);
  });

  test("says the server's words for a known code, detail included", async () => {
    const alert = await refusedIn('VI', 'login.cred.err', 'xoso68', 'Sai mật khẩu, còn 2 lần thử');
    expect(alert).toHaveTextContent('Sai mật khẩu, còn 2 lần thử');
  });

  test("keeps the server's text for a code the app does not know", async () => {
    expect(await refusedIn('VI', 'promotion.paused', 'xoso68', 'Khuyến mãi tạm dừng')).toHaveTextContent('Khuyến mãi tạm dừng');
  });
});
