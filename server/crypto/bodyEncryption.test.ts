// The app's body encryption, read back by the server: the two halves of one protocol.
import { generateKeyPairSync } from 'node:crypto';
import { encryptRequest, randomDesKey } from '../../src/api/encryption.ts';
import { decryptRequest } from './bodyEncryption.ts';

const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const publicPem = publicKey.export({ type: 'spki', format: 'pem' }).toString();

describe('body encryption', () => {
  test('what the app encrypts, the server reads, unicode included', async () => {
    const payload = { username: 'lucky8', password: 'pässwörd-密码', type: 'username', loginDeviceId: 'a-b-c-d-e' };
    const request = await encryptRequest(payload, publicPem);
    expect(request.body.data).not.toContain('lucky8');
    expect(decryptRequest(privateKey, request.header, request.body)).toEqual(payload);
  });

  test('each request has its own key', async () => {
    const a = await encryptRequest({ x: 1 }, publicPem);
    const b = await encryptRequest({ x: 1 }, publicPem);
    expect(a.body.data).not.toBe(b.body.data);
  });

  test.each([
    { name: 'no header', header: undefined, body: { data: 'abc' }, code: 'encryption_required' },
    { name: 'a plain body', header: 'x', body: { username: 'a' }, code: 'encryption_required' },
    { name: 'a header made with another key', header: 'AAAA', body: { data: 'AAAA' }, code: 'decryption_failed' },
  ])('$name is refused with $code', ({ header, body, code }) => {
    expect(() => decryptRequest(privateKey, header, body)).toThrow(expect.objectContaining({ errorCode: code, status: 400 }));
  });

  test('keys are eight characters from a plain alphabet', () => {
    expect(randomDesKey()).toMatch(/^[A-Za-z2-9]{8}$/);
  });
});
