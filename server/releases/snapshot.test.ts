import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { scratchProject } from '../../tests/server/support.ts';
import { contentHash, takeSnapshot } from './snapshot.ts';

let project: ReturnType<typeof scratchProject> | undefined;
afterEach(() => project?.remove());

describe('takeSnapshot', () => {
  it('holds every merchant and template file as its exact text, and every image by its content hash', async () => {
    project = scratchProject();
    const { root } = project;
    const { snapshot, errors } = await takeSnapshot(root);
    expect(errors).toEqual([]);
    const jsonIn = (dir: string) =>
      readdirSync(path.join(root, dir))
        .filter((f) => f.endsWith('.json'))
        .map((f) => `${dir}/${f}`);
    expect(Object.keys(snapshot.documents).sort()).toEqual([...jsonIn('merchants'), ...jsonIn('templates')].sort());
    for (const [rel, text] of Object.entries(snapshot.documents)) expect(text).toBe(readFileSync(path.join(root, rel), 'utf8'));

    const banner = 'merchants/assets/royal88/banner-1.webp';
    const bytes = readFileSync(path.join(root, banner));
    expect(snapshot.images[banner]).toBe(contentHash(bytes));
    expect(snapshot.contents.get(contentHash(bytes))?.equals(bytes)).toBe(true);
    // Bytes are kept once per content, however many paths share them.
    expect(snapshot.contents.size).toBe(new Set(Object.values(snapshot.images)).size);
  });

  it("names what wl validate would refuse, from the text it holds: a file's own mistake and a cross-document error", async () => {
    project = scratchProject();
    const { root } = project;
    const file = path.join(root, 'merchants/royal88.json');
    const merchant = JSON.parse(readFileSync(file, 'utf8'));
    merchant.whitelabel.A2HS3.maxCloseTimes = 'three';
    writeFileSync(file, JSON.stringify(merchant, null, 2));
    const { snapshot, errors } = await takeSnapshot(root);
    expect(errors.map((p) => `${path.relative(root, p.file)} ${p.pointer}`)).toEqual(['merchants/royal88.json /whitelabel/A2HS3/maxCloseTimes']);
    expect(snapshot.documents['merchants/royal88.json']).toContain('"maxCloseTimes": "three"');
  });
});
