// Which files the studio may read and write: merchant and template files, and images in a merchant's
// assets. Every path an operator's page names is checked here before any file is touched.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { imageNameFor, isImageName } from '../../project/imageNames.ts';

export class StudioInputError extends Error {}

const EDITABLE = /^(merchants|templates)\/[a-z0-9][a-z0-9_-]*\.json$/;
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
      return readdirSync(path.join(root, dir))
        .filter((f) => EDITABLE.test(`${dir}/${f}`))
        .sort()
        .map((f) => `${dir}/${f}`);
    } catch {
      return [];
    }
  });
}

/** Where an uploaded image of a merchant goes, and the address the app asks for it by; a name is taken as it is given or refused. */
export function assetTarget(root: string, code: string, name: string): { dir: string; file: string; url: string } {
  if (!MERCHANT_CODE.test(code)) throw new StudioInputError(`"${code}" is not a merchant code`);
  if (!isImageName(name)) {
    const nearest = imageNameFor(name);
    throw new StudioInputError(
      isImageName(nearest)
        ? `"${name}" is not a name the studio gives an image: name it "${nearest}" (lower-case letters, digits, dots, dashes and underscores)`
        : `"${name}" is not a name the studio gives an image: a PNG, JPEG, WebP or GIF named with lower-case letters, digits, dots, dashes and underscores, such as "banner-4.webp"`,
    );
  }
  const dir = path.join(root, 'merchants', 'assets', code);
  return { dir, file: path.join(dir, name), url: `/cdn/${code}/${name}` };
}

/** The files of a folder whose name is `name` in another case (on some systems, the same file). */
export function sameButCase(dir: string, name: string): string[] {
  try {
    return readdirSync(dir).filter((f) => f !== name && f.toLowerCase() === name.toLowerCase());
  } catch {
    return [];
  }
}

/** The images a merchant's files may name, as the app's addresses. */
export function merchantImages(root: string, code: string): string[] {
  if (!MERCHANT_CODE.test(code)) return [];
  try {
    return readdirSync(path.join(root, 'merchants', 'assets', code))
      .filter((f) => /\.(png|jpe?g|webp|gif|svg)$/.test(f))
      .sort()
      .map((f) => `/cdn/${code}/${f}`);
  } catch {
    return [];
  }
}

export function readText(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}

export { writeAtomically } from '../../project/writeAtomically.ts';
