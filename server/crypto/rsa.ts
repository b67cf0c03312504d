// The RSA key pair of encrypted login and registration bodies. The public half is handed out so clients
// can encrypt; the private half stays in this process. By default a fresh pair is made at every start
// and never written anywhere; several API instances behind one load balancer instead read one key
// from a file (WL_RSA_KEY_FILE), since the app may fetch the key from one and post to another.
import { createPrivateKey, createPublicKey, generateKeyPair, type KeyObject } from 'node:crypto';
import { readFile } from 'node:fs/promises';

export interface RsaKeys {
  /** SubjectPublicKeyInfo PEM, the form browser RSA libraries read. */
  publicPem: string;
  privateKey: KeyObject;
}

/** The pair in `keyFile` (a PEM private key) when one is named, else a fresh 2048-bit pair. */
export function makeRsaKeys(keyFile?: string): Promise<RsaKeys> {
  return keyFile ? readRsaKeys(keyFile) : freshRsaKeys();
}

/** Generated off the main thread so the server stays responsive. */
function freshRsaKeys(): Promise<RsaKeys> {
  return new Promise((resolve, reject) => {
    generateKeyPair('rsa', { modulusLength: 2048 }, (error, publicKey, privateKey) => {
      if (error) reject(error);
      else resolve({ publicPem: spki(publicKey), privateKey });
    });
  });
}

async function readRsaKeys(keyFile: string): Promise<RsaKeys> {
  const privateKey = createPrivateKey(await readFile(keyFile, 'utf8'));
  const bits = privateKey.asymmetricKeyDetails?.modulusLength ?? 0;
  if (privateKey.asymmetricKeyType !== 'rsa' || bits < 2048) throw new Error(`${keyFile} is not an RSA private key of 2048 bits or more`);
  return { publicPem: spki(createPublicKey(privateKey)), privateKey };
}

const spki = (publicKey: KeyObject) => publicKey.export({ type: 'spki', format: 'pem' }).toString();
