// Images for the studio's tests, made here rather than kept as files.
import { PNG } from 'pngjs';

/** A PNG of a given size. */
export function pngOf(width: number, height: number): Buffer {
  const png = new PNG({ width, height });
  png.data.fill(200);
  return PNG.sync.write(png);
}

/** The smallest GIF: one pixel of a two-colour table. */
export const GIF = Buffer.from('474946383961010001008000000000ffffff2c00000000010001000002024401003b', 'hex');
/** A JPEG's start, as far as its frame header: 3 by 2 pixels. */
export const JPEG = Buffer.from('ffd8ffe000104a46494600010100000100010000ffc0001108000200030301220002110103110100ffd9', 'hex');
