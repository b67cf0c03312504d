// Reads a body the app encrypted (src/api/encryption.ts): a cheap check of its shape on the spot, then
// the RSA and DES work on a worker thread (decryptPool.ts), so a flood of encrypted calls never holds up
// the thread that answers everyone else.
import { HttpError } from '../http/errors.ts';
import { assertCleanInput } from '../http/input.ts';
import { decryptionFailed, DecryptPool } from './decryptPool.ts';
import type { RsaKeys } from './rsa.ts';

/** Login and registration bodies are well under 2 kB; anything far larger is refused before any work. */
export const MAX_ENCRYPTED_BODY_CHARS = 64 * 1024;
/** RSA output a client shortened by its leading zero bytes is still read, up to this many. */
const MAX_MISSING_LEADING_BYTES = 4;
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;
const DES_BLOCK_BYTES = 8;

export interface EncryptedBody {
  header: string;
  data: string;
}

const decodedLength = (base64: string) => Math.floor((base64.length * 3) / 4) - (base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0);

/**
 * The Encryption header and the body's cipher text when both look like what the app sends; a 400 at
 * once otherwise, before any decryption is spent on it.
 */
export function encryptedParts(header: string | undefined, body: Record<string, unknown>, modulusBytes = 256): EncryptedBody {
  if (!header || typeof body.data !== 'string') throw new HttpError(400, 'encryption_required', 'This call needs an encrypted body');
  const { data } = body;
  const headerBytes = BASE64.test(header) && header.length % 4 === 0 ? decodedLength(header) : -1;
  const dataBytes = BASE64.test(data) && data.length % 4 === 0 && data.length <= MAX_ENCRYPTED_BODY_CHARS ? decodedLength(data) : -1;
  const headerFits = headerBytes <= modulusBytes && headerBytes >= modulusBytes - MAX_MISSING_LEADING_BYTES;
  if (!headerFits || dataBytes <= 0 || dataBytes % DES_BLOCK_BYTES !== 0) throw decryptionFailed();
  return { header, data };
}

/** Decrypts request bodies with the server's key, once it is made, on a pool started on first use. */
export class BodyDecryptor {
  private pool: DecryptPool | undefined;
  private closed = false;

  constructor(
    private readonly keys: Promise<RsaKeys>,
    private readonly poolSize?: number,
  ) {}

  /** Checks the shape (a 400 at once), then decrypts off the main thread; the text inside is checked as a plain body's is. */
  async read(header: string | undefined, body: Record<string, unknown>): Promise<Record<string, unknown>> {
    const { privateKey } = await this.keys;
    const parts = encryptedParts(header, body, (privateKey.asymmetricKeyDetails?.modulusLength ?? 2048) / 8);
    if (this.closed) throw new Error('The server is closing');
    this.pool ??= new DecryptPool(privateKey, this.poolSize);
    const value = await this.pool.decrypt(parts.header, parts.data);
    assertCleanInput(value, 'The request body');
    return value;
  }

  /** Bodies decrypted so far (0 before the first). */
  get completed(): number {
    return this.pool?.completed ?? 0;
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.pool?.close();
  }
}
