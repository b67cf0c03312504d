// Reads a body the app encrypted (src/api/encryption.ts). Node's own crypto cannot: it refuses RSA
// PKCS#1 v1.5 decryption (CVE-2023-46809) and its OpenSSL 3 has no DES, so pure-JS code does it here.
import { DES } from 'des.js';
import type { KeyObject } from 'node:crypto';
import forge from 'node-forge';
import { HttpError } from '../http/errors.ts';

export function decryptRequest(privateKey: KeyObject, header: string | undefined, body: Record<string, unknown>): Record<string, unknown> {
  if (!header || typeof body.data !== 'string') throw new HttpError(400, 'encryption_required', 'This call needs an encrypted body');
  try {
    const rsa = forge.pki.privateKeyFromPem(privateKey.export({ type: 'pkcs1', format: 'pem' }).toString());
    const key = rsa.decrypt(forge.util.decode64(header), 'RSAES-PKCS1-V1_5');
    const decipher = DES.create({ type: 'decrypt', key: Array.from(Buffer.from(key, 'binary')) });
    const plain = decipher.update(Array.from(Buffer.from(body.data, 'base64'))).concat(decipher.final());
    const value: unknown = JSON.parse(Buffer.from(plain).toString('utf8'));
    if (!value || typeof value !== 'object' || Array.isArray(value)) throw new Error('not an object');
    return value as Record<string, unknown>;
  } catch {
    throw new HttpError(400, 'decryption_failed', 'The encrypted body could not be read');
  }
}
