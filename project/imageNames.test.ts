import { describe, expect, it } from 'vitest';
import { imageNameFor, isImageName } from './imageNames.ts';

describe('image names', () => {
  it.each<[string, boolean, string]>([
    ['logo.png', true, 'logo.png'],
    ['banner_2.webp', true, 'banner_2.webp'],
    ['icon-192.jpeg', true, 'icon-192.jpeg'],
    ['a.gif', true, 'a.gif'],
    ['EVIL.PNG', false, 'evil.png'],
    ['Logo.png', false, 'logo.png'],
    ['New Logo.PNG', false, 'new-logo.png'],
    ['  spaced (1) .jpg', false, 'spaced-1.jpg'],
    ['.hidden.png', false, 'hidden.png'],
    ['x.svg', false, 'x.svg'],
    ['../x.png', false, 'x.png'],
    ['x.png.html', false, 'x.png.html'],
  ])('%j', (name, accepted, nearest) => {
    expect(isImageName(name)).toBe(accepted);
    expect(imageNameFor(name)).toBe(nearest);
  });
});
