// The app's body encryption, read back by the server: the two halves of one protocol, with the server's
// half off the main thread.
import { constants, generateKeyPairSync, publicEncrypt } from 'node:crypto';
import { DES } from 'des.js';
import { encryptRequest, randomDesKey } from '../../src/api/encryption.ts';
import { BodyDecryptor, MAX_ENCRYPTED_BODY_CHARS } from './bodyEncryption.ts';

const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const publicPem = publicKey.export({ type: 'spki', format: 'pem' }).toString();
const other = generateKeyPairSync('rsa', { modulusLength: 2048 }).publicKey.export({ type: 'spki', format: 'pem' }).toString();

let decryptor: BodyDecryptor;
beforeAll(() => {
  decryptor = new BodyDecryptor(Promise.resolve({ publicPem, privateKey }), 1);
});
afterAll(() => decryptor.close());

const read = (request: { header: string; body: { data: string } }) => decryptor.read(request.header, request.body);

describe('body encryption', () => {
  test('what the app encrypts, the server reads, unicode included', async () => {
    const payload = { username: 'lucky8', password: 'pässwörd-密码', type: 'username', loginDeviceId: 'a-b-c-d-e' };
    const request = await encryptRequest(payload, publicPem);
    expect(request.body.data).not.toContain('lucky8');
    expect(await read(request)).toEqual(payload);
  });

  test('each request has its own key', async () => {
    const a = await encryptRequest({ x: 1 }, publicPem);
    const b = await encryptRequest({ x: 1 }, publicPem);
    expect(a.body.data).not.toBe(b.body.data);
  });

  test('an RSA block sent without its leading zero byte (as some clients do) is still read', async () => {
    let key = '';
    let wrapped = Buffer.alloc(0);
    while (wrapped[0] !== 0) {
      key = randomDesKey();
      wrapped = publicEncrypt({ key: publicKey, padding: constants.RSA_PKCS1_PADDING }, Buffer.from(key));
    }
    const cipher = DES.create({ type: 'encrypt', key: Array.from(Buffer.from(key)) });
    const data = Buffer.from(cipher.update(Array.from(Buffer.from('{"a":1}'))).concat(cipher.final())).toString('base64');
    expect(await decryptor.read(wrapped.subarray(1).toString('base64'), { data })).toEqual({ a: 1 });
  });

  test('a key wrapped for another server is the same 400 as any unreadable body', async () => {
    const request = await encryptRequest({ x: 1 }, other);
    await expect(read(request)).rejects.toMatchObject({ errorCode: 'decryption_failed', status: 400 });
  });

  test.each([
    { name: 'no header', header: undefined, body: { data: 'abcd' }, code: 'encryption_required' },
    { name: 'a plain body', header: 'x', body: { username: 'a' }, code: 'encryption_required' },
    { name: 'a header too short for the key', header: 'AAAA', body: { data: 'AAAAAAAAAAA=' }, code: 'decryption_failed' },
    { name: 'a header that is not base64', header: `${'A'.repeat(340)}*&^%`, body: { data: 'AAAAAAAAAAA=' }, code: 'decryption_failed' },
    { name: 'a body not made of DES blocks', header: 'A'.repeat(344), body: { data: 'AAAA' }, code: 'decryption_failed' },
    { name: 'an oversized body', header: 'A'.repeat(344), body: { data: 'A'.repeat(MAX_ENCRYPTED_BODY_CHARS + 4) }, code: 'decryption_failed' },
  ])('$name is refused with $code before any decryption', async ({ header, body, code }) => {
    const before = decryptor.completed;
    await expect(decryptor.read(header, body)).rejects.toMatchObject({ errorCode: code, status: 400 });
    expect(decryptor.completed).toBe(before);
  });

  test('the main thread goes on serving while a burst of bodies is decrypted on a worker', async () => {
    const requests = await Promise.all(Array.from({ length: 20 }, (_, i) => encryptRequest({ i }, publicPem)));
    const before = decryptor.completed;
    let turns = 0;
    let counting = true;
    const count = () => {
      turns++;
      if (counting) setImmediate(count);
    };
    setImmediate(count);
    // Decrypting on this thread would finish every body before the event loop turned once.
    const bodies = await Promise.all(requests.map(read));
    counting = false;
    expect(bodies).toEqual(requests.map((_, i) => ({ i })));
    expect(decryptor.completed - before).toBe(20);
    expect(turns).toBeGreaterThan(0);
  });

  test('keys are eight characters from a plain alphabet', () => {
    expect(randomDesKey()).toMatch(/^[A-Za-z2-9]{8}$/);
  });
});
