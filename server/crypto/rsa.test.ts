import { generateKeyPairSync, privateDecrypt, publicEncrypt } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { makeRsaKeys } from './rsa.ts';

const folder = mkdtempSync(path.join(tmpdir(), 'wl-rsa-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const keyFile = (name: string, pem: string | Buffer) => {
  const file = path.join(folder, name);
  writeFileSync(file, pem);
  return file;
};

test('a key file gives every instance the same pair; without one each start makes its own', async () => {
  const file = keyFile('shared.pem', generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' }));
  const [one, two] = await Promise.all([makeRsaKeys(file), makeRsaKeys(file)]);
  expect(two.publicPem).toBe(one.publicPem);
  expect(privateDecrypt(two.privateKey, publicEncrypt(one.publicPem, Buffer.from('hello'))).toString()).toBe('hello');
  const [fresh, other] = await Promise.all([makeRsaKeys(), makeRsaKeys()]);
  expect(fresh.publicPem).not.toBe(other.publicPem);
});

test('a key file that is not an RSA key of at least 2048 bits is refused', async () => {
  const ec = keyFile('ec.pem', generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({ type: 'pkcs8', format: 'pem' }));
  const small = keyFile('small.pem', generateKeyPairSync('rsa', { modulusLength: 1024 }).privateKey.export({ type: 'pkcs8', format: 'pem' }));
  await expect(makeRsaKeys(ec)).rejects.toThrow(/not an RSA private key/);
  await expect(makeRsaKeys(small)).rejects.toThrow(/not an RSA private key/);
  await expect(makeRsaKeys(path.join(folder, 'missing.pem'))).rejects.toThrow(/ENOENT/);
});
