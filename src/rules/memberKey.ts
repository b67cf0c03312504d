// Which member a piece of state kept on the device belongs to (a push binding, a deposit count seen).
import { shortHash } from '../platform/shortHash.ts';

export interface MemberIdentity {
  token?: string;
  id?: number;
  customerId?: number;
  userName?: string;
}

/** The member's id (else customer id, else name); a session known only by its token, by the token's hash. */
export function memberKey(info: MemberIdentity | undefined): string | undefined {
  if (!info?.token) return undefined;
  const known = info.id ?? info.customerId ?? info.userName;
  return known === undefined ? `session:${shortHash(info.token)}` : String(known);
}
