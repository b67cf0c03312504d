// The iPhone launch images of a merchant's home-screen app: the theme's background with the app icon
// in the middle, drawn at the size of each of the ten screens (src/rules/splashScreens.ts).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { PNG } from 'pngjs';
import type { MerchantFile } from '../../src/config/types.generated.ts';

/** The icon's width as a share of the screen's width. */
const ICON_SHARE = 0.4;
/** Drawn images kept, so a second phone asking for the same one gets it at once. */
const KEPT = 40;
const kept = new Map<string, Promise<Buffer>>();

type Rgb = [number, number, number];

export function hexColour(hex: string): Rgb {
  const digits = hex.replace('#', '');
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits.slice(0, 6);
  const value = Number.parseInt(full, 16);
  return Number.isNaN(value) ? [0, 0, 0] : [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/**
 * The file behind an icon address the API serves itself (/cdn/<code>/<name>.png), else undefined: an
 * icon elsewhere is left out and the image is the background alone.
 */
export function localIconFile(root: string, src: string): string | undefined {
  const match = /^\/cdn\/([A-Za-z0-9_-]+)\/([A-Za-z0-9_.-]+\.png)$/.exec(src);
  return match && !match[2].startsWith('.') ? path.join(root, 'merchants', 'assets', match[1], match[2]) : undefined;
}

/** The launch image of `width` by `height` device pixels, as PNG. */
export function splashImage(root: string, merchant: MerchantFile, width: number, height: number): Promise<Buffer> {
  const icon = merchant.templateParameters.pwa.icons['512x512'];
  const key = [merchant.merchantCode, width, height, merchant.theme.background, icon].join('|');
  let image = kept.get(key);
  if (!image) {
    image = draw(root, hexColour(merchant.theme.background), icon, width, height);
    image.catch(() => kept.delete(key));
    if (kept.size >= KEPT) kept.delete(kept.keys().next().value as string);
    kept.set(key, image);
  }
  return image;
}

async function draw(root: string, background: Rgb, iconSrc: string, width: number, height: number): Promise<Buffer> {
  const png = new PNG({ width, height, colorType: 2 });
  const data = png.data;
  for (let i = 0; i < data.length; i += 4) {
    data[i] = background[0];
    data[i + 1] = background[1];
    data[i + 2] = background[2];
    data[i + 3] = 255;
  }
  const file = localIconFile(root, iconSrc);
  const icon = file
    ? await readFile(file).then(
        (bytes) => PNG.sync.read(bytes),
        () => undefined,
      )
    : undefined;
  if (icon) paintIcon(png, icon, Math.round(width * ICON_SHARE));
  return PNG.sync.write(png, { colorType: 2 });
}

/** Draws the icon `size` pixels wide in the middle, scaled with bilinear sampling and blended by its alpha. */
function paintIcon(target: PNG, icon: PNG, size: number): void {
  const left = Math.round((target.width - size) / 2);
  const top = Math.round((target.height - size) / 2);
  const scale = icon.width / size;
  const at = (x: number, y: number, channel: number) => icon.data[(y * icon.width + x) * 4 + channel];
  for (let y = 0; y < size; y++) {
    const sy = Math.min(icon.height - 1, Math.max(0, (y + 0.5) * scale - 0.5));
    const y0 = Math.floor(sy);
    const y1 = Math.min(icon.height - 1, y0 + 1);
    const fy = sy - y0;
    for (let x = 0; x < size; x++) {
      const sx = Math.min(icon.width - 1, Math.max(0, (x + 0.5) * scale - 0.5));
      const x0 = Math.floor(sx);
      const x1 = Math.min(icon.width - 1, x0 + 1);
      const fx = sx - x0;
      const sample = (c: number) => (at(x0, y0, c) * (1 - fx) + at(x1, y0, c) * fx) * (1 - fy) + (at(x0, y1, c) * (1 - fx) + at(x1, y1, c) * fx) * fy;
      const alpha = sample(3) / 255;
      if (alpha === 0) continue;
      const i = ((top + y) * target.width + left + x) * 4;
      for (let c = 0; c < 3; c++) target.data[i + c] = Math.round(sample(c) * alpha + target.data[i + c] * (1 - alpha));
    }
  }
}
