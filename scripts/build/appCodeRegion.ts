// The app's code as index.html asks for it (its module script, the chunks it preloads, its stylesheets),
// gathered by the build into one named region, `<!--wl:app-code-->…<!--/wl:app-code-->`. A page the server
// renders takes the files from the build manifest and puts its own loader in the region's place, so the
// server never reads the bundler's tags. Every chunk preloaded ahead (the blocks) is listed here too.
import type { Plugin } from 'vite';

export const APP_CODE_START = '<!--wl:app-code-->';
export const APP_CODE_END = '<!--/wl:app-code-->';

/** The tags the bundler writes for a file of the build, in the forms it writes them. */
const tagsOf = (href: string) => [
  `<script type="module" crossorigin src="${href}"></script>`,
  `<link rel="modulepreload" crossorigin href="${href}">`,
  `<link rel="stylesheet" crossorigin href="${href}">`,
];

/**
 * Moves each tag that asks for a file of the bundle into the region, in their order, at the place of the
 * first. `preloadNamed` chunks (by their name) are preloaded too, inside the region.
 */
export function gatherAppCode(html: string, files: readonly string[], preloadNamed: readonly string[] = []): string {
  if (html.includes(APP_CODE_START)) throw new Error('index.html already has an app-code region');
  const found: { at: number; tag: string }[] = [];
  for (const file of files) {
    for (const tag of tagsOf(file)) {
      const at = html.indexOf(tag);
      if (at >= 0) found.push({ at, tag });
    }
  }
  if (!found.some(({ tag }) => tag.startsWith('<script'))) throw new Error("index.html has no module script for the app's entry");
  found.sort((a, b) => a.at - b.at);
  const first = found[0].at;
  let rest = html;
  for (const { tag } of found) rest = rest.replace(tag, '');
  const tags = found.map(({ tag }) => tag);
  for (const href of preloadNamed) if (!tags.includes(tagsOf(href)[1])) tags.push(tagsOf(href)[1]);
  return `${rest.slice(0, first)}${APP_CODE_START}${tags.join('')}${APP_CODE_END}${rest.slice(first)}`;
}

/** The build plugin: after the bundler wrote index.html's tags, gathers them (and preloads the `blocks` chunk). */
export function appCodeRegion(base: string, preloadChunks: readonly string[]): Plugin {
  return {
    name: 'wl-app-code-region',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const html = bundle['index.html'];
      if (html?.type !== 'asset') return;
      const files = Object.values(bundle).map((file) => base + file.fileName);
      const preloads = Object.values(bundle).flatMap((file) => (file.type === 'chunk' && preloadChunks.includes(file.name) ? [base + file.fileName] : []));
      html.source = gatherAppCode(String(html.source), files, preloads);
    },
  };
}
