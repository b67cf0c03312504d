import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sendError } from './envelope.ts';
import { HttpError } from './errors.ts';
import type { LanguageCode } from '../../src/config/types.generated.ts';
import { errorCatalogue, errorText, type ErrorCatalogue } from './errorTexts.ts';

const catalogue: ErrorCatalogue = new Map<LanguageCode, Record<string, string>>([
  ['VI', { 'errors.not.exists.user': 'Tài khoản này không tồn tại', 'errors.customer.not.login': 'Vui lòng đăng nhập lại' }],
  ['PT-BR', { 'errors.not.exists.user': 'Esta conta não existe' }],
  ['EN', { 'errors.not.exists.user': 'This account does not exist' }],
]);

describe('errorText', () => {
  test.each([
    { name: "the request's language", code: 'not.exists.user', header: 'VI', text: 'Tài khoản này không tồn tại' },
    { name: 'a language written as players and links write it', code: 'not.exists.user', header: 'pt_br', text: 'Esta conta não existe' },
    { name: 'English asked for', code: 'not.exists.user', header: 'EN', text: 'This account does not exist' },
    { name: 'no Language header: the English it was thrown with', code: 'not.exists.user', header: undefined, text: 'thrown in English' },
    { name: 'a language that is not one of the twenty', code: 'not.exists.user', header: 'XX', text: 'thrown in English' },
    { name: 'a language the catalogue has no text in', code: 'not.exists.user', header: 'JA', text: 'thrown in English' },
    { name: 'a code the catalogue does not know', code: 'promotion.paused', header: 'VI', text: 'thrown in English' },
    { name: "the protocol's CUSTOMER_NOT_LOGIN is never translated", code: 'customer.not.login', header: 'VI', text: 'thrown in English' },
  ])('$name', ({ code, header, text }) => {
    expect(errorText(code, header, 'thrown in English', catalogue)).toBe(text);
  });

  test("reads every language of the app's catalogue", () => {
    const texts = errorCatalogue();
    expect(texts.size).toBe(20);
    expect(texts.get('PT-BR')?.['errors.login.cred.err']).toBe('Usuário ou senha incorretos');
  });
});

describe('error answers', () => {
  let server: Server;
  let base: string;
  beforeAll(async () => {
    server = createServer((req, res) => {
      const error =
        req.url === '/lost'
          ? new HttpError(401, 'customer.not.login', 'CUSTOMER_NOT_LOGIN')
          : new HttpError(400, 'not.exists.user', 'This account does not exist');
      sendError(res, error);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const answer = async (path: string, headers: Record<string, string> = {}) => (await fetch(`${base}${path}`, { headers })).json();

  test("are in the request's Language where the catalogue has the text, with the same code", async () => {
    expect(await answer('/', { Language: 'VI' })).toEqual({ success: false, message: 'Tài khoản này không tồn tại', errorCode: 'not.exists.user' });
    expect(await answer('/', { Language: 'PT-BR' })).toEqual({ success: false, message: 'Esta conta não existe', errorCode: 'not.exists.user' });
  });

  test('are in English otherwise, and CUSTOMER_NOT_LOGIN stays as the app reads it', async () => {
    expect(await answer('/')).toEqual({ success: false, message: 'This account does not exist', errorCode: 'not.exists.user' });
    expect(await answer('/lost', { Language: 'VI' })).toEqual({ success: false, message: 'CUSTOMER_NOT_LOGIN', errorCode: 'customer.not.login' });
  });
});
