// Checks of a merchant's status and line settings beyond their schema: addresses the API can match, a
// line-speed route the product has not taken, and lines and slow hosts that are the merchant's own.
import type { MerchantFile } from '../src/config/types.generated.ts';
import { HOME_PATHS, PATHS } from '../src/rules/paths.ts';
import { isAddressOrRange } from './addressRanges.ts';
import { joinPointer } from './problems.ts';

export interface SettingProblem {
  pointer: string;
  message: string;
}

const productRoutes = new Set<string>([...HOME_PATHS, ...Object.values(PATHS)]);

/** A line's host name: an origin's host, or the line itself when it is a bare host name. */
const lineHost = (line: string) => (line.includes('://') ? new URL(line).hostname : line);

export function statusSettingProblems(merchant: MerchantFile): SettingProblem[] {
  const problems: SettingProblem[] = [];
  const restriction = merchant.regionRestriction;
  (restriction.blockedIps ?? []).forEach((entry, index) => {
    if (!isAddressOrRange(entry))
      problems.push({ pointer: joinPointer('/regionRestriction/blockedIps', index), message: `"${entry}" is not an IP address or CIDR range` });
  });
  for (const entry of Object.keys(restriction.countryByIp ?? {})) {
    if (!isAddressOrRange(entry))
      problems.push({ pointer: joinPointer('/regionRestriction/countryByIp', entry), message: `"${entry}" is not an IP address or CIDR range` });
  }
  const path = merchant.lineSpeedTest?.path;
  if (path && productRoutes.has(path)) problems.push({ pointer: '/lineSpeedTest/path', message: `"${path}" is already a route of the product` });
  (merchant.lines ?? []).forEach((line, index) => {
    if (!merchant.domains.includes(lineHost(line)))
      problems.push({ pointer: joinPointer('/lines', index), message: `"${lineHost(line)}" is not one of the merchant's domains` });
  });
  for (const host of Object.keys(merchant.lineSpeedTest?.pingDelayMs ?? {})) {
    if (!merchant.domains.includes(host))
      problems.push({ pointer: joinPointer('/lineSpeedTest/pingDelayMs', host), message: `"${host}" is not one of the merchant's domains` });
  }
  return problems;
}
