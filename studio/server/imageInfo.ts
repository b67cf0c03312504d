// What an uploaded image really is: its format from its bytes and its size in pixels. A PNG is decoded
// whole (pngjs checks every chunk), so a broken or cut one is refused; JPEG, WebP and GIF are read as far
// as their size (image-size).
import { imageSize } from 'image-size';
import { PNG } from 'pngjs';

export type ImageType = 'png' | 'jpeg' | 'webp' | 'gif';
export interface ImageInfo {
  type: ImageType;
  width: number;
  height: number;
}

/** No phone screen needs more; a PNG is decoded whole, and a few MB of bytes can declare gigabytes of pixels. */
export const MAX_PIXELS = 4096 * 4096;

const TYPES: Record<string, ImageType> = { png: 'png', jpg: 'jpeg', webp: 'webp', gif: 'gif' };
const TYPE_NAMES: Record<ImageType, string> = { png: 'PNG', jpeg: 'JPEG', webp: 'WebP', gif: 'GIF' };
const EXTENSIONS: Record<ImageType, string[]> = { png: ['png'], jpeg: ['jpg', 'jpeg'], webp: ['webp'], gif: ['gif'] };

/** The image's format and pixel size, or a sentence saying why it is not one the studio takes. */
export function imageInfo(bytes: Uint8Array): ImageInfo | { problem: string } {
  let found: { type?: string; width: number; height: number };
  try {
    found = imageSize(bytes);
  } catch {
    return { problem: 'it is not a PNG, JPEG, WebP or GIF image, or it is cut short' };
  }
  const type = TYPES[found.type ?? ''];
  if (!type)
    return {
      problem: `it is ${found.type === 'svg' ? 'an SVG drawing' : `a ${String(found.type).toUpperCase()} image`}; the studio takes PNG, JPEG, WebP or GIF`,
    };
  if (found.width * found.height > MAX_PIXELS) {
    return {
      problem: `it is ${found.width} × ${found.height} pixels: the studio takes images of at most ${MAX_PIXELS / 1024 / 1024} million pixels (such as 4096 × 4096), more than any phone shows`,
    };
  }
  if (type === 'png') {
    try {
      const png = PNG.sync.read(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
      found = { width: png.width, height: png.height };
    } catch (error) {
      return { problem: `it is a broken PNG image (${error instanceof Error ? error.message : String(error)})` };
    }
  }
  if (!(found.width > 0 && found.height > 0)) return { problem: `it is a ${TYPE_NAMES[type]} image of no pixels` };
  return { type, width: found.width, height: found.height };
}

/** Why a name's extension does not say what the image is, or undefined. */
export function extensionProblem(name: string, type: ImageType): string | undefined {
  const extension = name.slice(name.lastIndexOf('.') + 1).toLowerCase();
  if (EXTENSIONS[type].includes(extension)) return undefined;
  return `it is a ${TYPE_NAMES[type]} image, not what ".${extension}" says: name it ${name.slice(0, name.lastIndexOf('.'))}.${EXTENSIONS[type][0]}`;
}
