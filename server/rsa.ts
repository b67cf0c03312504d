// The RSA key pair made at start. The public half is handed out for body encryption; the private half
// never leaves this process.
import { generateKeyPairSync, type KeyObject } from 'node:crypto';

export interface RsaKeys {
  publicPem: string;
  privateKey: KeyObject;
}

export function makeRsaKeys(): RsaKeys {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { publicPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(), privateKey };
}
