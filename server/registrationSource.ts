// Where a member registered from (spec section 3): registerMethod (APP inside the native shell, PWA or
// WEBCLIP from a home-screen start, else H5) and the device id sent with it, kept for the operator.
import type { Db } from './db/index.ts';

const METHODS = new Set(['APP', 'H5', 'PWA', 'WEBCLIP']);
const DEVICE_ID = /^[0-9a-f]{8}(-[0-9a-f]{4}){3}-[0-9a-f]{12}$/;

export interface RegistrationSource {
  registerMethod: string | null;
  deviceId: string | null;
}

/** What a registration body says of its source; anything malformed is left out rather than kept. */
export function registrationSource(body: Record<string, unknown>): RegistrationSource {
  const method = typeof body.registerMethod === 'string' ? body.registerMethod.toUpperCase() : '';
  const deviceId = typeof body.loginDeviceId === 'string' ? body.loginDeviceId.toLowerCase() : '';
  return { registerMethod: METHODS.has(method) ? method : null, deviceId: DEVICE_ID.test(deviceId) ? deviceId : null };
}

export async function recordRegistrationSource(db: Db, memberId: number, source: RegistrationSource): Promise<void> {
  await db.query('UPDATE members SET register_method = $2, register_device_id = $3 WHERE id = $1', [memberId, source.registerMethod, source.deviceId]);
}

export async function findRegistrationSource(db: Db, memberId: number): Promise<RegistrationSource | undefined> {
  const [row] = await db.query<{ register_method: string | null; register_device_id: string | null }>(
    'SELECT register_method, register_device_id FROM members WHERE id = $1',
    [memberId],
  );
  return row && { registerMethod: row.register_method, deviceId: row.register_device_id };
}
