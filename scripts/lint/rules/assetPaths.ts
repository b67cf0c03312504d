// Images a merchant names on this site (/cdn/<code>/<file>, served from merchants/assets/<code>/): each must
// be in that folder, and each image in a merchant's folder should be used by someone.
import path from 'node:path';
import { didYouMean, joinPointer, pointerSegments } from '../../lib/problems.ts';
import type { Fleet } from '../fleet.ts';
import type { Finding, LintRule } from '../rule.ts';

/** A site path of an image, anywhere in a string (a field, or a link in HTML text). */
const CDN_PATH = /\/cdn\/([A-Za-z0-9_-]+)\/([^"'\s?#<>()]+)/g;

export interface AssetUse {
  code: string;
  name: string;
  /** The whole string it was found in, and where. */
  text: string;
  pointer: string;
}

/** Every /cdn/ path in a document, with the pointer of the string holding it. */
export function assetUses(value: unknown, pointer = ''): AssetUse[] {
  if (typeof value === 'string') {
    return value.includes('/cdn/') ? [...value.matchAll(CDN_PATH)].map(([, code, name]) => ({ code, name, text: value, pointer: pointer || '/' })) : [];
  }
  if (Array.isArray(value)) return value.flatMap((item, i) => assetUses(item, joinPointer(pointer, i)));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => assetUses(item, joinPointer(pointer, key)));
  return [];
}

function documentsOf(fleet: Fleet) {
  return [...fleet.merchants.map((m) => ({ file: m.file, data: m.data as unknown, code: m.data.merchantCode })), ...fleet.templates.map((t) => ({ file: t.file, data: t.data as unknown, code: undefined }))];
}

export const assetPaths: LintRule = {
  id: 'asset-path',
  severity: 'error',
  summary: "an image path /cdn/<code>/<file> names no file in merchants/assets/<code>/, or another merchant's image",
  check(fleet) {
    const findings: Finding[] = [];
    for (const { file, data, code: own } of documentsOf(fleet)) {
      for (const use of assetUses(data)) {
        const { files } = fleet.assetsOf(use.code);
        const at = `/cdn/${use.code}/${use.name}`;
        if (!files.includes(use.name)) {
          const sameButCase = files.filter((f) => f.toLowerCase() === use.name.toLowerCase());
          const fix = sameButCase.length === 1 && use.pointer !== '/'
            ? { description: `write /cdn/${use.code}/${sameButCase[0]}`, changes: [{ path: pointerSegments(use.pointer), value: use.text.split(at).join(`/cdn/${use.code}/${sameButCase[0]}`) }] }
            : undefined;
          const where = files.length > 0 ? `merchants/assets/${use.code}/` : `merchants/assets/${use.code}/, which does not exist`;
          findings.push({ file, pointer: use.pointer, message: `${at} names no file in ${where}`, suggestion: sameButCase[0] ?? didYouMean(use.name, files), fix });
        } else if (own && use.code !== own) {
          findings.push({ file, pointer: use.pointer, severity: 'warning', message: `${at} is merchant ${use.code}'s image: it changes or goes with that merchant; copy it to /cdn/${own}/` });
        }
      }
    }
    return findings;
  },
};

/** A vector drawing kept beside the raster made from it (banner-1.svg beside banner-1.webp) is its source. */
const stem = (name: string) => name.replace(/\.[^.]+$/, '');

export const unusedAssets: LintRule = {
  id: 'unused-asset',
  severity: 'warning',
  summary: "an image in a merchant's folder that no merchant or template uses (an SVG beside a used image of its name is that image's source)",
  check(fleet) {
    const used = new Map<string, Set<string>>();
    for (const { data } of documentsOf(fleet)) {
      for (const use of assetUses(data)) used.set(use.code, (used.get(use.code) ?? new Set()).add(use.name));
    }
    return fleet.merchants.flatMap(({ file, data }) => {
      const { dir, files } = fleet.assetsOf(data.merchantCode);
      const names = used.get(data.merchantCode) ?? new Set<string>();
      const stems = new Set([...names].map(stem));
      return files
        .filter((name) => !names.has(name) && !(name.endsWith('.svg') && stems.has(stem(name))))
        .map((name): Finding => ({ file: path.join(dir, name), pointer: '/', owner: file, message: `no merchant or template uses this image (as /cdn/${data.merchantCode}/${name})` }));
    });
  },
};
