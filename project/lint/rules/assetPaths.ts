// Images a merchant names on this site (/cdn/<code>/<file>, served from merchants/assets/<code>/): each must
// be in that folder, and each image in a merchant's folder should be used by someone.
import path from 'node:path';
import { didYouMean, joinPointer, pointerSegments } from '../../problems.ts';
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

const usesOf = new WeakMap<object, AssetUse[]>();

/**
 * Every /cdn/ path in a document, with the pointer of the string holding it; a fleet has thousands of
 * strings per file, so a pointer is made only for a string that holds a path, and a document is read once.
 */
export function assetUses(value: unknown): AssetUse[] {
  if (typeof value !== 'object' || value === null) return typeof value === 'string' ? usesIn(value, []) : [];
  let uses = usesOf.get(value);
  if (!uses) {
    uses = [];
    collect(value, [], uses);
    usesOf.set(value, uses);
  }
  return uses;
}

function collect(value: unknown, path: (string | number)[], into: AssetUse[]): void {
  if (typeof value === 'string') {
    if (value.includes('/cdn/')) into.push(...usesIn(value, path));
  } else if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      path.push(i);
      collect(value[i], path, into);
      path.pop();
    }
  } else if (value && typeof value === 'object') {
    for (const key in value) {
      path.push(key);
      collect((value as Record<string, unknown>)[key], path, into);
      path.pop();
    }
  }
}

function usesIn(text: string, path: readonly (string | number)[]): AssetUse[] {
  const pointer = path.length > 0 ? joinPointer('', ...path) : '/';
  return [...text.matchAll(CDN_PATH)].map(([, code, name]) => ({ code, name, text, pointer }));
}

function documentsOf(fleet: Fleet) {
  return [
    ...fleet.merchants.map((m) => ({ file: m.file, data: m.data as unknown, code: m.data.merchantCode })),
    ...fleet.templates.map((t) => ({ file: t.file, data: t.data as unknown, code: undefined })),
  ];
}

export const assetPaths: LintRule = {
  id: 'asset-path',
  severity: 'error',
  summary: "an image path /cdn/<code>/<file> names no file in merchants/assets/<code>/, or another merchant's image",
  check(fleet) {
    const findings: Finding[] = [];
    const known = new Map<string, Set<string>>();
    const isFile = (code: string, name: string) => {
      let names = known.get(code);
      if (!names) known.set(code, (names = new Set(fleet.assetsOf(code).files)));
      return names.has(name);
    };
    for (const { file, data, code: own } of documentsOf(fleet)) {
      for (const use of assetUses(data)) {
        const at = `/cdn/${use.code}/${use.name}`;
        if (!isFile(use.code, use.name)) {
          const { dir, files } = fleet.assetsOf(use.code);
          const folder = `${path.relative(fleet.root, dir).split(path.sep).join('/')}/`;
          const sameButCase = files.filter((f) => f.toLowerCase() === use.name.toLowerCase());
          const fix =
            sameButCase.length === 1 && use.pointer !== '/'
              ? {
                  description: `write /cdn/${use.code}/${sameButCase[0]}`,
                  changes: [{ path: pointerSegments(use.pointer), value: use.text.split(at).join(`/cdn/${use.code}/${sameButCase[0]}`) }],
                }
              : undefined;
          const where = files.length > 0 ? folder : `${folder}, which does not exist`;
          findings.push({
            file,
            pointer: use.pointer,
            message: `${at} names no file in ${where}`,
            suggestion: sameButCase[0] ?? didYouMean(use.name, files),
            fix,
          });
        } else if (own && use.code !== own) {
          findings.push({
            file,
            pointer: use.pointer,
            severity: 'warning',
            message: `${at} is merchant ${use.code}'s image: it changes or goes with that merchant; copy it to /cdn/${own}/`,
          });
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
        .map(
          (name): Finding => ({
            file: path.join(dir, name),
            pointer: '/',
            owner: file,
            message: `no merchant or template uses this image (as /cdn/${data.merchantCode}/${name})`,
          }),
        );
    });
  },
};
