// Where a member registered from (spec section 3): registerMethod (APP inside the native shell, PWA or
// WEBCLIP from a home-screen start, else H5), the device id sent with it, and the attribution the player
// arrived with (the affiliate code and the ad ids, pixelTrack), kept for the operator.
import type { Db } from '../db/index.ts';

const METHODS = new Set(['APP', 'H5', 'PWA', 'WEBCLIP']);
const DEVICE_ID = /^[0-9a-f]{8}(-[0-9a-f]{4}){3}-[0-9a-f]{12}$/;

/** Longest affiliate code kept, and longest ad ids kept (as JSON): an operator's ids are far shorter. */
const MAX_AFFILIATE = 100;
const MAX_PIXEL_TRACK = 2000;

export interface RegistrationSource {
  registerMethod: string | null;
  deviceId: string | null;
  affiliateCode: string | null;
  pixelTrack: Record<string, string> | null;
}

/** What a registration body says of its source; anything malformed is left out rather than kept. */
export function registrationSource(body: Record<string, unknown>): RegistrationSource {
  const method = typeof body.registerMethod === 'string' ? body.registerMethod.toUpperCase() : '';
  const deviceId = typeof body.loginDeviceId === 'string' ? body.loginDeviceId.toLowerCase() : '';
  const affiliate = typeof body.affiliateCode === 'string' ? body.affiliateCode.trim() : '';
  return {
    registerMethod: METHODS.has(method) ? method : null,
    deviceId: DEVICE_ID.test(deviceId) ? deviceId : null,
    affiliateCode: affiliate && affiliate.length <= MAX_AFFILIATE ? affiliate : null,
    pixelTrack: pixelTrackOf(body.pixelTrack),
  };
}

function pixelTrackOf(value: unknown): Record<string, string> | null {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return null;
  const entries = Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '');
  if (entries.length === 0 || JSON.stringify(entries).length > MAX_PIXEL_TRACK) return null;
  return Object.fromEntries(entries);
}

export async function recordRegistrationSource(db: Db, memberId: number, source: RegistrationSource): Promise<void> {
  await db.query('UPDATE members SET register_method = $2, register_device_id = $3, register_affiliate = $4, register_pixel_track = $5 WHERE id = $1', [
    memberId,
    source.registerMethod,
    source.deviceId,
    source.affiliateCode,
    source.pixelTrack && JSON.stringify(source.pixelTrack),
  ]);
}

export async function findRegistrationSource(db: Db, memberId: number): Promise<RegistrationSource | undefined> {
  const [row] = await db.query<{
    register_method: string | null;
    register_device_id: string | null;
    register_affiliate: string | null;
    register_pixel_track: string | null;
  }>('SELECT register_method, register_device_id, register_affiliate, register_pixel_track FROM members WHERE id = $1', [memberId]);
  return (
    row && {
      registerMethod: row.register_method,
      deviceId: row.register_device_id,
      affiliateCode: row.register_affiliate,
      pixelTrack: row.register_pixel_track ? (JSON.parse(row.register_pixel_track) as Record<string, string>) : null,
    }
  );
}
