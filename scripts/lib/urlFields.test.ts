// `wl validate` refuses every address the app would refuse (src/rules/safeUrl.ts), in every URL field,
// naming the file, line:column and pointer like its other problems.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadProject, type Problem } from '../../project/project.ts';
import { projectRoot } from './root.ts';

let root: string;
let problems: Problem[];

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'wl-urls-'));
  for (const dir of ['merchants', 'templates', 'schema']) cpSync(path.join(projectRoot, dir), path.join(root, dir), { recursive: true });
  const file = path.join(root, 'merchants/royal88.json');
  const merchant = JSON.parse(readFileSync(file, 'utf8'));
  merchant.content.banners[0].linkage = 'javascript:alert(1)';
  merchant.content.banners[1].linkageType = 'URL';
  merchant.content.banners[1].linkage = '//evil.test/m/home';
  merchant.content.banners[2].url = 'data:image/svg+xml,<svg onload=alert(1)>';
  merchant.resources.downloads[0].url = 'JavaScript:alert(1)';
  merchant.theme.logo = 'vbscript:x';
  merchant.templateParameters.pwa.icons['192x192'] = '//evil.test/icon.png';
  merchant.content.lanes[0].cards[0].image = 'file:///etc/passwd';
  writeFileSync(file, JSON.stringify(merchant, null, 2));
  problems = (await loadProject(root)).problems;
}, 60_000);

afterAll(() => rmSync(root, { recursive: true, force: true }));

test.each([
  '/content/banners/0/linkage',
  '/content/banners/1/linkage',
  '/content/banners/2/url',
  '/resources/downloads/0/url',
  '/theme/logo',
  '/templateParameters/pwa/icons/192x192',
  '/content/lanes/0/cards/0/image',
])('%s is refused with its file, line and column', (pointer) => {
  const found = problems.find((p) => p.pointer === pointer);
  expect(found, JSON.stringify(problems.map((p) => p.pointer))).toMatchObject({
    file: expect.stringMatching(/royal88\.json$/),
    line: expect.any(Number),
    column: expect.any(Number),
    message: expect.stringMatching(/pattern|http/),
  });
  expect(found!.line).toBeGreaterThan(1);
});

test('the shipped addresses (web, /m pages, /cdn files) and non-URL linkages pass', () => {
  expect(problems.filter((p) => !p.file.endsWith('royal88.json'))).toEqual([]);
  expect(problems.filter((p) => p.pointer.startsWith('/content/banners/3') || p.pointer.startsWith('/content/banners/4'))).toEqual([]);
  expect(problems).toHaveLength(7);
});
