// The phone sizes a screenshot is taken at: the studio's preview frame's three by name, or any WxH.
import { CliError } from '../cliError.ts';
import { unknownValue } from './optionLists.ts';

export interface Viewport {
  /** How a cell names it: small, medium, large, or "360x640" for a size given as such. */
  name: string;
  width: number;
  height: number;
}

/** The sizes of the studio's preview frame (studio/app/preview/PreviewFrame.tsx), so a shot matches what an operator saw there. */
export const NAMED_VIEWPORTS: readonly Viewport[] = [
  { name: 'small', width: 360, height: 740 },
  { name: 'medium', width: 390, height: 844 },
  { name: 'large', width: 430, height: 932 },
];

export const DEFAULT_VIEWPORT = 'medium';

/** Sides a phone or a tablet could have; beyond these a typo is likelier than a device. */
const MIN_SIDE = 200;
const MAX_SIDE = 3000;
const SIZE = /^(\d+)x(\d+)$/;

/** A viewport from its name or its WxH size; a size equal to a named one takes its name, so both spellings make one cell. */
export function parseViewport(text: string): Viewport {
  const value = text.trim().toLowerCase().replace('×', 'x');
  const named = NAMED_VIEWPORTS.find((v) => v.name === value);
  if (named) return named;
  const size = SIZE.exec(value);
  if (!size) {
    const names = NAMED_VIEWPORTS.map((v) => v.name);
    throw unknownValue('unknown viewport', text, names, `name ${names.slice(0, -1).join(', ')} or ${names.at(-1)}, or give a size such as 390x844`);
  }
  const [width, height] = [Number(size[1]), Number(size[2])];
  if ([width, height].some((side) => side < MIN_SIDE || side > MAX_SIDE)) {
    throw new CliError(`viewport "${text}": each side must be from ${MIN_SIDE} to ${MAX_SIDE} pixels`);
  }
  return NAMED_VIEWPORTS.find((v) => v.width === width && v.height === height) ?? { name: `${width}x${height}`, width, height };
}
