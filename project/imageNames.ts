// The names a merchant's images take when the studio writes them: lower-case letters, digits, dots,
// dashes and underscores, with the extension of a PNG, JPEG, WebP or GIF. One form only, so no two names
// differ in case alone (on some systems those are one file).

const IMAGE_NAME = /^[a-z0-9][a-z0-9._-]{0,80}\.(png|jpe?g|webp|gif)$/;

export function isImageName(name: string): boolean {
  return IMAGE_NAME.test(name);
}

/** The name in the accepted form nearest to one given (`New Logo.PNG` → `new-logo.png`). */
export function imageNameFor(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9._-]+/g, '-')
    .replace(/^[-._]+/, '')
    .replace(/-+(?=\.[a-z0-9]+$)/, '');
}
