// --compare: how far a cell's picture moved from the earlier run's, and which earlier cells are gone.
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import { beforeFile } from './fileNames.ts';
import type { CellReport } from './report.ts';

export interface PictureDiff {
  /** Pixels that differ; where the sizes differ, every pixel only one picture has counts. */
  differing: number;
  /** Pixels of the larger canvas both pictures fit in. */
  total: number;
  /** The after picture faded, with differing pixels in red (a PNG). */
  drawing: Buffer;
}

/** What the eye would call a different pixel: pixelmatch's default tolerance, anti-aliasing not counted. */
const THRESHOLD = 0.1;
const RED = [255, 0, 0, 255] as const;

export function diffPictures(before: Buffer, after: Buffer): PictureDiff {
  const [a, b] = [PNG.sync.read(before), PNG.sync.read(after)];
  const width = Math.max(a.width, b.width);
  const height = Math.max(a.height, b.height);
  const overlap = { width: Math.min(a.width, b.width), height: Math.min(a.height, b.height) };
  const out = new PNG({ width: overlap.width, height: overlap.height });
  const inOverlap = pixelmatch(crop(a, overlap), crop(b, overlap), out.data, overlap.width, overlap.height, { threshold: THRESHOLD });
  const drawing = new PNG({ width, height });
  drawing.data.fill(0);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 4;
      const pixel = x < overlap.width && y < overlap.height ? out.data.subarray((y * overlap.width + x) * 4, (y * overlap.width + x) * 4 + 4) : RED;
      drawing.data.set(pixel, at);
    }
  }
  const total = width * height;
  return { differing: inOverlap + (total - overlap.width * overlap.height), total, drawing: PNG.sync.write(drawing) };
}

/** The top-left part of a picture's pixels, as pixelmatch wants them: equal sizes, rows packed. */
function crop(png: PNG, size: { width: number; height: number }): Uint8Array {
  if (png.width === size.width && png.height === size.height) return png.data;
  const data = new Uint8Array(size.width * size.height * 4);
  for (let y = 0; y < size.height; y++) data.set(png.data.subarray(y * png.width * 4, (y * png.width + size.width) * 4), y * size.width * 4);
  return data;
}

/** The earlier run's cell with a picture at this file, if any: the one to compare with. */
export function earlierCell(earlier: readonly CellReport[], file: string): CellReport | undefined {
  return earlier.find((c) => c.file === file && c.picture);
}

/** Earlier cells with a picture that this run did not shoot, marked gone; their picture is to be copied to `before`. */
export function goneCells(earlier: readonly CellReport[], shot: ReadonlySet<string>): CellReport[] {
  return earlier
    .filter((c) => c.picture && !shot.has(c.file))
    .map(({ merchant, language, page, member, viewport, file }) => ({
      merchant,
      language,
      page,
      member,
      viewport,
      file,
      picture: false,
      status: 'gone' as const,
      before: beforeFile(file),
    }));
}
