// Which full screen stands in for the whole site (spec section 2: maintenance, access denied), and the
// end time the maintenance screen may show.

export type StatusScreen = 'maintenance' | 'access-denied';

export interface StatusFacts {
  /** The status call's answer; undefined when the call failed. */
  status?: { maintenance: boolean; regionBlocked: boolean };
  /** The merchant's config says maintenance: what decides when the status call failed, and live in preview. */
  maintenanceEnabled: boolean;
}

/**
 * A visitor the merchant refuses is told so first (not invited back after a maintenance they may never
 * use); then maintenance; undefined is the site itself.
 */
export function statusScreenFor({ status, maintenanceEnabled }: StatusFacts): StatusScreen | undefined {
  if (status?.regionBlocked) return 'access-denied';
  if (status?.maintenance || maintenanceEnabled) return 'maintenance';
  return undefined;
}

/**
 * The end of maintenance worth showing: none when the merchant gave none or an unreadable one, nor once
 * it has passed (by the server's clock when known), since a past time only confuses.
 */
export function maintenanceEnd(end: string | null | undefined, now: number): Date | undefined {
  if (!end) return undefined;
  const at = new Date(end);
  if (Number.isNaN(at.getTime()) || at.getTime() <= now) return undefined;
  return at;
}
