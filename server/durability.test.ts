// Durability of the embedded database: a server process is killed with SIGKILL at a random moment while
// registrations pour in, 8 times over one data folder. After every restart the database opens, and
// every registration the server acknowledged before the kill logs in; at the end every acknowledged
// account of every round still exists. (On PostgreSQL durability is the database server's own job.)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { encryptRequest } from '../src/api/encryption.ts';
import { onPostgres } from '../tests/server/database.ts';
import { testRsaKeyFile } from '../tests/server/rsaKey.ts';
import { startServerProcess, type ServerProcess } from '../tests/server/process.ts';
import { scratchProject, send } from '../tests/server/support.ts';

const ROUNDS = 8;
/** Registrations in flight at once, each from its own address (through the trusted proxy). */
const CALLERS = 3;
/** The kill comes at a random moment this long after the first acknowledged registration of a round. */
const KILL_WITHIN_MS = 200;
const PASSWORD = 'durable-1';
const headers = { Host: 'm.xoso68.test', Merchant: 'xoso68', 'Content-Type': 'application/json' };

let address = 0;
const nextAddress = () => {
  address++;
  return `10.77.${(address >> 8) & 255}.${address & 255}`;
};

/** POSTs an encrypted body as the app does, under its own client address. */
async function postEncrypted(api: ServerProcess, pem: string, pathname: string, payload: Record<string, unknown>, extra: Record<string, string> = {}) {
  const { header, body } = await encryptRequest(payload, pem);
  return send(api.base, pathname, {
    method: 'POST',
    headers: { ...headers, ...extra, Encryption: header, 'X-Forwarded-For': nextAddress() },
    body: JSON.stringify(body),
  });
}

const publicKey = async (api: ServerProcess) => (await send(api.base, '/wps/session/key/rsa', { headers })).json<{ value: string }>().value;

/**
 * Registers new members from several callers and kills the process at a random moment once `armed`
 * settles and a registration has been acknowledged; the names acknowledged.
 */
async function registerAndKill(api: ServerProcess, round: number, armed: Promise<unknown>): Promise<string[]> {
  const pem = await publicKey(api);
  const acknowledged: string[] = [];
  let n = 0;
  let killed = false;
  let killer: NodeJS.Timeout | undefined;
  let ready = false;
  const killSoon = () => {
    if (!ready || acknowledged.length === 0) return;
    killer ??= setTimeout(() => {
      killed = true;
      api.child.kill('SIGKILL');
    }, Math.random() * KILL_WITHIN_MS);
  };
  void armed.then(() => {
    ready = true;
    killSoon();
  });
  await Promise.all(
    Array.from({ length: CALLERS }, async () => {
      while (!killed) {
        const username = `dur${round}x${n++}`;
        try {
          const answer = await postEncrypted(api, pem, '/wps/member/register', { username, password: PASSWORD }, { ModuleId: 'REG3' });
          if (!answer.json<{ success: boolean }>().success) throw new Error(`registration of ${username} refused: ${answer.text}`);
          acknowledged.push(username);
          killSoon();
        } catch (error) {
          // A call cut off by the kill was never acknowledged; any other failure is the test's.
          if (!killed) {
            clearTimeout(killer);
            throw error;
          }
        }
      }
    }),
  );
  await api.exited;
  return acknowledged;
}

/** The names that do not log in (with the password they registered with). */
async function failingLogins(api: ServerProcess, usernames: string[]): Promise<string[]> {
  const pem = await publicKey(api);
  const failing: string[] = [];
  const queue = [...usernames];
  await Promise.all(
    Array.from({ length: CALLERS }, async () => {
      for (let username = queue.shift(); username; username = queue.shift()) {
        const answer = await postEncrypted(api, pem, '/wps/session/login', { username, password: PASSWORD, type: 'username' });
        if (!answer.json<{ success: boolean }>().success) failing.push(`${username}: ${answer.text}`);
      }
    }),
  );
  return failing;
}

/** The names the server does not know. */
async function missing(api: ServerProcess, usernames: string[]): Promise<string[]> {
  const answers = await Promise.all(
    usernames.map(async (username) => {
      const answer = await send(api.base, `/wps/check/username?username=${username}`, { headers: { ...headers, 'X-Forwarded-For': nextAddress() } });
      return answer.json<{ value?: { exists?: boolean } }>().value?.exists === true ? undefined : `${username}: ${answer.text}`;
    }),
  );
  return answers.filter((a) => a !== undefined);
}

describe.skipIf(onPostgres)('durability of the embedded database', () => {
  // About 30 s on an idle 2-core machine (9 server starts); the time limit leaves room for a busy one.
  test(`${ROUNDS} kills during registrations lose no acknowledged account`, async () => {
    const project = scratchProject();
    const dataDir = mkdtempSync(path.join(tmpdir(), 'wl-durability-'));
    // One RSA key for every start, read rather than made each time: starts are most of this test's time.
    const keyFile = testRsaKeyFile();
    const start = () => startServerProcess({ root: project.root, dataDir, env: { WL_RSA_KEY_FILE: keyFile } });
    const everyone: string[] = [];
    let api: ServerProcess | undefined;
    try {
      api = await start();
      let previous: string[] = [];
      for (let round = 1; round <= ROUNDS; round++) {
        // The last round's accounts are checked while this round's registrations start: the kill waits for the check.
        const check = failingLogins(api, previous);
        const acknowledged = await registerAndKill(
          api,
          round,
          check.catch(() => undefined),
        );
        expect(await check, `accounts of round ${round - 1}`).toEqual([]);
        everyone.push(...acknowledged);
        previous = acknowledged;
        // Starting resolves only once the database has opened (and rejects if it cannot).
        api = await start();
      }
      expect(await failingLogins(api, previous), `accounts of round ${ROUNDS}`).toEqual([]);
      expect(await missing(api, everyone), 'accounts of earlier rounds').toEqual([]);
      console.info(`Durability: ${everyone.length} of ${everyone.length} acknowledged accounts survived ${ROUNDS} kills.`);
    } finally {
      await api?.stop('SIGKILL');
      project.remove();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 240_000);
});
