// Which files the studio may read and write: merchant and template files, and images in a merchant's
// assets. Every path an operator's page names is checked here before any file is touched.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export class StudioInputError extends Error {}

const EDITABLE = /^(merchants|templates)\/[a-z0-9][a-z0-9_-]*\.json$/;
const IMAGE_NAME = /^[a-z0-9][a-z0-9._-]{0,80}\.(png|jpe?g|webp|gif)$/;
const MERCHANT_CODE = /^[a-z0-9][a-z0-9_-]*$/;

/** The absolute path of a merchant or template file named relative to the project (`merchants/royal88.json`). */
export function editableFile(root: string, rel: string): string {
  if (!EDITABLE.test(rel)) throw new StudioInputError(`the studio edits merchants/<code>.json and templates/<name>.json only, not "${rel}"`);
  return path.join(root, rel);
}

/** Every file the studio edits, relative to the project, sorted. */
export function editableFiles(root: string): string[] {
  return ['merchants', 'templates'].flatMap((dir) => {
    try {
      return readdirSync(path.join(root, dir)).filter((f) => EDITABLE.test(`${dir}/${f}`)).sort().map((f) => `${dir}/${f}`);
    } catch {
      return [];
    }
  });
}

/** Where an uploaded image of a merchant goes, and the address the app asks for it by. */
export function assetTarget(root: string, code: string, name: string): { file: string; url: string } {
  const clean = name.toLowerCase().replace(/[^a-z0-9._-]+/g, '-').replace(/^-+/, '');
  if (!MERCHANT_CODE.test(code)) throw new StudioInputError(`"${code}" is not a merchant code`);
  if (!IMAGE_NAME.test(clean)) throw new StudioInputError(`"${name}" is not an image name the studio takes (PNG, JPEG, WebP or GIF)`);
  return { file: path.join(root, 'merchants', 'assets', code, clean), url: `/cdn/${code}/${clean}` };
}

/** The images a merchant's files may name, as the app's addresses. */
export function merchantImages(root: string, code: string): string[] {
  if (!MERCHANT_CODE.test(code)) return [];
  try {
    return readdirSync(path.join(root, 'merchants', 'assets', code)).filter((f) => /\.(png|jpe?g|webp|gif|svg)$/.test(f)).sort().map((f) => `/cdn/${code}/${f}`);
  } catch {
    return [];
  }
}

/** Whether bytes are the image their name says (a renamed script is refused). */
export function looksLikeImage(bytes: Buffer, name: string): boolean {
  const ext = name.split('.').pop();
  const starts = (...sig: number[]) => sig.every((b, i) => bytes[i] === b);
  if (ext === 'png') return starts(0x89, 0x50, 0x4e, 0x47);
  if (ext === 'jpg' || ext === 'jpeg') return starts(0xff, 0xd8, 0xff);
  if (ext === 'gif') return starts(0x47, 0x49, 0x46, 0x38);
  if (ext === 'webp') return starts(0x52, 0x49, 0x46, 0x46) && bytes.subarray(8, 12).toString('latin1') === 'WEBP';
  return false;
}

export function readText(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}

export { writeAtomically } from '../../project/writeAtomically.ts';
