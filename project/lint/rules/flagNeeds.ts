// White-label flags and what they need, both ways: a flag on without what it works with is an error (the
// feature cannot work), a popup declared for a feature that is off is a warning (it never shows), fixed by
// disabling the popup in the merchant's page, which changes nothing a player sees.
import path from 'node:path';
import type { MerchantFile } from '../../../src/config/types.generated.ts';
import { MINI_GAME_VERSIONS } from '../../../src/rules/miniGame.ts';
import { didYouMean, joinPointer } from '../../problems.ts';
import type { Fleet, FleetMerchant, MerchantPage } from '../fleet.ts';
import type { Finding, LintRule } from '../rule.ts';

type Flags = NonNullable<MerchantFile['whitelabel']>;
const on = (data: MerchantFile, flag: keyof Flags): boolean => Boolean((data.whitelabel?.[flag] as { enabled?: boolean } | undefined)?.enabled);
const flagPointer = (flag: string) => joinPointer('/whitelabel', flag, 'enabled');

/** The shown popups of a type, each with its page. */
const shownPopups = (pages: MerchantPage[], type: string) =>
  pages.flatMap((page) => page.parts.filter((p) => p.kind === 'overlay' && p.type === type && p.shown).map((part) => ({ page, part })));

/** Popups that show only while something is on: the flag (or setting) and how to say it is off. */
const POPUP_NEEDS: { type: string; needs: (data: MerchantFile) => boolean; off: string }[] = [
  { type: 'install-prompt', needs: (d) => on(d, 'A2HS3'), off: 'A2HS3 is off' },
  { type: 'force-download', needs: (d) => on(d, 'FORCEDOWNLOAD3'), off: 'FORCEDOWNLOAD3 is off' },
  { type: 'push-prompt', needs: (d) => d.push !== undefined, off: 'the merchant has no push settings' },
];

function popupsNeverShown({ file, data, pages }: FleetMerchant): Finding[] {
  return POPUP_NEEDS.filter((n) => !n.needs(data)).flatMap(({ type, off }) =>
    shownPopups(pages, type).map(({ page, part }): Finding => {
      const disabled = [...(page.choice.disabled ?? []), part.id];
      return {
        file,
        pointer: joinPointer('/pages', page.name, 'template'),
        severity: 'warning',
        message: `the ${type} popup "${part.id}" of template "${page.template.name}" never shows: ${off}`,
        fix: { description: `add "${part.id}" to pages.${page.name}.disabled`, changes: [{ path: ['pages', page.name, 'disabled'], value: disabled }] },
      };
    }),
  );
}

/** Width and height of a PNG file from its header, or undefined when it is not one. */
export function pngSize(bytes: Buffer): { width: number; height: number } | undefined {
  const signature = '89504e470d0a1a0a';
  if (bytes.length < 24 || bytes.subarray(0, 8).toString('hex') !== signature) return undefined;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

function installNeeds({ file, data, pages }: FleetMerchant, fleet: Fleet): Finding[] {
  if (!on(data, 'A2HS3')) return [];
  const findings: Finding[] = [];
  if (shownPopups(pages, 'install-prompt').length === 0) {
    findings.push({
      file,
      pointer: flagPointer('A2HS3'),
      message:
        "A2HS3 is on, and no page of this merchant shows an install-prompt popup: declare one in the home template, or take it out of the page's disabled list",
    });
  }
  const code = data.merchantCode;
  for (const [size, url] of Object.entries(data.templateParameters.pwa.icons)) {
    const local = new RegExp(`^/cdn/${code}/([^/?#]+)$`).exec(url);
    if (!local || !fleet.assetsOf(code).files.includes(local[1])) continue;
    const pointer = joinPointer('/templateParameters/pwa/icons', size);
    let bytes: Buffer;
    try {
      bytes = fleet.readImage(path.join(fleet.assetsOf(code).dir, local[1]), 24);
    } catch {
      continue;
    }
    const found = pngSize(bytes);
    if (!found) findings.push({ file, pointer, message: `the install icon ${url} is not a PNG image: browsers install the app only with PNG icons` });
    else if (`${found.width}x${found.height}` !== size)
      findings.push({ file, pointer, message: `the install icon ${url} is ${found.width}x${found.height} pixels, not ${size}` });
  }
  return findings;
}

function miniGameNeeds({ file, data }: FleetMerchant): Finding[] {
  const findings: Finding[] = [];
  const versions: readonly string[] = MINI_GAME_VERSIONS;
  for (const [flag, fallback] of [
    ['LOTTMINIGAME3', 'v1'],
    ['SEALOTTMINIGAME3', 's1'],
  ] as const) {
    if (!on(data, flag)) continue;
    const version = data.whitelabel?.[flag]?.version ?? fallback;
    if (!versions.includes(version)) {
      const pointer = data.whitelabel?.[flag]?.version ? joinPointer('/whitelabel', flag, 'version') : flagPointer(flag);
      findings.push({
        file,
        pointer,
        message: `${flag} is on with version ${version}, and there is no mini-game script of that version (there are ${versions.join(', ')})`,
        suggestion: didYouMean(version, versions),
      });
    }
  }
  if (on(data, 'LOTTMINIGAME3') && on(data, 'SEALOTTMINIGAME3')) {
    findings.push({
      file,
      pointer: flagPointer('SEALOTTMINIGAME3'),
      severity: 'warning',
      message: 'SEALOTTMINIGAME3 is used only while LOTTMINIGAME3 is off: with both on, players get the lottery mini-game',
    });
  }
  return findings;
}

function serviceNeeds({ file, data, pages }: FleetMerchant): Finding[] {
  const findings: Finding[] = [];
  if (on(data, 'CBS3') && data.customerService.length === 0) {
    findings.push({
      file,
      pointer: flagPointer('CBS3'),
      message: 'CBS3 is on, and the merchant has no customer-service entry: the chat button would open nothing',
    });
  }
  if (!on(data, 'CBS3')) {
    for (const page of pages) {
      for (const part of page.parts) {
        if (part.shown && part.type === 'site-footer' && part.props.showChat === true) {
          findings.push({
            file,
            pointer: part.overridePointer ? joinPointer(part.overridePointer, 'showChat') : joinPointer('/pages', page.name, 'template'),
            severity: 'warning',
            message: `the footer "${part.id}" asks for the chat button, which never shows: CBS3 is off`,
          });
        }
      }
    }
  }
  const offered = data.content.promotions.filter((p) => p.enabled).length;
  if (on(data, 'REWARDCENTER3') && offered === 0) {
    findings.push({
      file,
      pointer: flagPointer('REWARDCENTER3'),
      message: 'REWARDCENTER3 is on, and no promotion is on offer: the reward centre would be empty',
    });
  }
  if (!on(data, 'REWARDCENTER3') && offered > 0) {
    findings.push({
      file,
      pointer: data.whitelabel?.REWARDCENTER3 ? flagPointer('REWARDCENTER3') : '/content/promotions',
      severity: 'warning',
      message: `${offered} promotion${offered === 1 ? ' is' : 's are'} on offer, and REWARDCENTER3 is off: players find the reward centre closed`,
    });
  }
  if (on(data, 'FORCEDOWNLOAD3') && !data.resources?.downloads?.some((d) => d.resourceType === 'Android' || d.resourceType === 'IOS')) {
    findings.push({
      file,
      pointer: flagPointer('FORCEDOWNLOAD3'),
      message: 'FORCEDOWNLOAD3 is on, and the merchant has no Android or iPhone app link in resources.downloads: there is nothing to download',
    });
  }
  if (on(data, 'FORCEDOWNLOAD3') && shownPopups(pages, 'force-download').length === 0) {
    findings.push({
      file,
      pointer: flagPointer('FORCEDOWNLOAD3'),
      message:
        "FORCEDOWNLOAD3 is on, and no page of this merchant shows a force-download popup: declare one in the home template, or take it out of the page's disabled list",
    });
  }
  return findings;
}

export const flagNeeds: LintRule = {
  id: 'flag-needs',
  severity: 'error',
  summary:
    'a white-label flag is on without what it needs (install prompt and PNG icons, customer service, a mini-game script, promotions, app links), or a popup is declared for a feature that is off',
  check(fleet) {
    return fleet.merchants.flatMap((m) => [...installNeeds(m, fleet), ...miniGameNeeds(m), ...serviceNeeds(m), ...popupsNeverShown(m)]);
  },
};
