// Body encryption for login and registration (spec section 7): the JSON body is encrypted with a
// random DES key (ECB), the DES key with the server's RSA public key, sent in the Encryption header.
// jsencrypt and des.js are loaded only when a form sends something.

export const ENCRYPTION_HEADER = 'Encryption';
const KEY_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

export interface EncryptedRequest {
  /** The body to post: the cipher text, base64. */
  body: { data: string };
  /** Value of the Encryption header: the DES key encrypted with RSA, base64. */
  header: string;
}

/** Eight random characters: an ASCII DES key. */
export function randomDesKey(random: (bytes: Uint8Array) => Uint8Array = (b) => crypto.getRandomValues(b)): string {
  return Array.from(random(new Uint8Array(8)), (n) => KEY_ALPHABET[n % KEY_ALPHABET.length]).join('');
}

export function toBase64(bytes: number[]): string {
  let text = '';
  for (const byte of bytes) text += String.fromCharCode(byte);
  return btoa(text);
}

export async function encryptRequest(payload: unknown, publicPem: string, key = randomDesKey()): Promise<EncryptedRequest> {
  const [{ JSEncrypt }, { DES }] = await Promise.all([import('jsencrypt'), import('des.js')]);
  const cipher = DES.create({ type: 'encrypt', key: Array.from(new TextEncoder().encode(key)) });
  const plain = new TextEncoder().encode(JSON.stringify(payload));
  const data = toBase64(cipher.update(plain).concat(cipher.final()));
  const rsa = new JSEncrypt();
  rsa.setPublicKey(publicPem);
  const header = rsa.encrypt(key);
  if (!header) throw new Error("The server's public key could not be used");
  return { body: { data }, header };
}
