import { APP_CODE_END, APP_CODE_START, gatherAppCode } from './appCodeRegion.ts';

const head = (tags: string) => `<html><head><title>t</title>${tags}<style>.boot{}</style></head><body><div id="root"></div></body></html>`;
const script = (href: string) => `<script type="module" crossorigin src="${href}"></script>`;
const preload = (href: string) => `<link rel="modulepreload" crossorigin href="${href}">`;
const sheet = (href: string) => `<link rel="stylesheet" crossorigin href="${href}">`;

describe("gatherAppCode: the bundler's tags in one named region", () => {
  test("gathers the tags of the build's files where the first stood, in their order, and leaves any other tag", () => {
    const html = head(`${script('/m/a/index.js')}${preload('/m/a/react.js')}<link rel="icon" href="/m/icon.png">${sheet('/m/a/index.css')}`);
    const files = ['/m/a/index.js', '/m/a/react.js', '/m/a/index.css', '/m/a/unused.js'];
    expect(gatherAppCode(html, files)).toBe(
      head(
        `${APP_CODE_START}${script('/m/a/index.js')}${preload('/m/a/react.js')}${sheet('/m/a/index.css')}${APP_CODE_END}<link rel="icon" href="/m/icon.png">`,
      ),
    );
  });

  test('a chunk to preload ahead joins the region once, even when the bundler preloads it already', () => {
    const html = head(`${script('/m/a/index.js')}${preload('/m/a/blocks.js')}`);
    const gathered = gatherAppCode(html, ['/m/a/index.js', '/m/a/blocks.js', '/m/a/late.js'], ['/m/a/blocks.js', '/m/a/late.js']);
    expect(gathered).toContain(`${APP_CODE_START}${script('/m/a/index.js')}${preload('/m/a/blocks.js')}${preload('/m/a/late.js')}${APP_CODE_END}`);
  });

  test('fails the build when index.html has no module script of the build, or was gathered already', () => {
    expect(() => gatherAppCode(head(preload('/m/a/react.js')), ['/m/a/react.js'])).toThrow(/no module script/);
    const once = gatherAppCode(head(script('/m/a/index.js')), ['/m/a/index.js']);
    expect(() => gatherAppCode(once, ['/m/a/index.js'])).toThrow(/already/);
  });
});
