// Runs on a worker thread (plain JavaScript, so it starts without a TypeScript loader): reads bodies the
// app encrypted (src/api/encryption.ts), a DES key wrapped with RSA PKCS#1 v1.5 and the body under it.
//
// Node refuses PKCS#1 v1.5 private decryption (CVE-2023-46809, the Marvin attack), so the RSA step is
// Node's raw RSA (native, blinded) and the padding is checked here with implicit rejection: a bad padding
// yields a key derived from the cipher text instead of an error, and the body is decrypted either way. A
// client thus learns nothing from the answer or its timing about whether its padding was right.
import { constants, createHmac, privateDecrypt } from 'node:crypto';
import { parentPort, workerData } from 'node:worker_threads';
import desJs from 'des.js';

const { DES } = desJs;
const DES_KEY_BYTES = 8;
/** @type {{ privateKey: import('node:crypto').KeyObject; rejectionSecret: Buffer }} */
const { privateKey, rejectionSecret } = workerData;

/** 1 when the byte is 0, else 0, without a branch on the value. */
const isZero = (byte) => ((byte - 1) >>> 31) & 1;

/**
 * The 8-byte DES key of an RSA block `00 02 <at least 8 non-zero bytes> 00 <key>`, or, when the block is
 * not exactly that, 8 bytes only the cipher text and the secret decide.
 */
function unwrapKey(block, cipherText) {
  const end = block.length - DES_KEY_BYTES - 1;
  let bad = block[0] | (block[1] ^ 2) | block[end];
  for (let i = 2; i < end; i++) bad |= isZero(block[i]);
  const mask = -(((bad | -bad) >>> 31) & 1) & 0xff;
  const synthetic = createHmac('sha256', rejectionSecret).update(cipherText).digest();
  const key = Buffer.alloc(DES_KEY_BYTES);
  for (let i = 0; i < DES_KEY_BYTES; i++) key[i] = (synthetic[i] & mask) | (block[end + 1 + i] & ~mask & 0xff);
  return key;
}

/** RSA output as long as the modulus: some clients leave out its leading zero bytes. */
function fullLength(cipherText) {
  const modulusBytes = privateKey.asymmetricKeyDetails.modulusLength / 8;
  if (cipherText.length >= modulusBytes) return cipherText;
  return Buffer.concat([Buffer.alloc(modulusBytes - cipherText.length), cipherText]);
}

function decrypt(header, data) {
  const cipherText = fullLength(Buffer.from(header, 'base64'));
  const block = privateDecrypt({ key: privateKey, padding: constants.RSA_NO_PADDING }, cipherText);
  const decipher = DES.create({ type: 'decrypt', key: Array.from(unwrapKey(block, cipherText)) });
  const plain = decipher.update(Array.from(Buffer.from(data, 'base64'))).concat(decipher.final());
  const value = JSON.parse(Buffer.from(plain).toString('utf8'));
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw new Error('not an object');
  return value;
}

parentPort.on('message', ({ id, header, data }) => {
  try {
    parentPort.postMessage({ id, value: decrypt(header, data) });
  } catch {
    parentPort.postMessage({ id, failed: true });
  }
});
