// One RSA key for every test server of a machine. A server without WL_RSA_KEY_FILE makes a fresh
// 2048-bit pair as it starts, a tenth of a second of CPU or more by the luck of its prime search; the
// test run starts a few hundred servers on a machine whose two cores are busy from start to end.
import { generateKeyPairSync } from 'node:crypto';
import { existsSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';

/** The key's file (a PEM private key, readable by its owner only), made by the first process that asks. */
export function testRsaKeyFile(): string {
  const file = path.join(tmpdir(), `wl-test-rsa-key-${userInfo().uid}.pem`);
  if (!existsSync(file)) {
    // Written aside and renamed: a process starting beside this one reads a whole key or none.
    const aside = `${file}.${process.pid}`;
    writeFileSync(aside, generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' }), { mode: 0o600 });
    renameSync(aside, file);
  }
  return file;
}

/** Points this process's servers, and the processes it starts, at the shared key. */
export function withTestRsaKey(): void {
  process.env.WL_RSA_KEY_FILE ??= testRsaKeyFile();
}
