// The RSA key pair made at every start. The public half is handed out so clients can encrypt login
// and registration bodies; the private half stays in this process and is never written anywhere.
import { generateKeyPair, type KeyObject } from 'node:crypto';

export interface RsaKeys {
  /** SubjectPublicKeyInfo PEM, the form browser RSA libraries read. */
  publicPem: string;
  privateKey: KeyObject;
}

/** A fresh 2048-bit pair, generated off the main thread so the server stays responsive. */
export function makeRsaKeys(): Promise<RsaKeys> {
  return new Promise((resolve, reject) => {
    generateKeyPair('rsa', { modulusLength: 2048 }, (error, publicKey, privateKey) => {
      if (error) reject(error);
      else resolve({ publicPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(), privateKey });
    });
  });
}
