// The studio's calls against a copy of the project: what they refuse, and what they write.
import { existsSync, lstatSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GIF, JPEG, pngOf } from './imageFixtures.ts';
import type { RunningStudio } from './studioServer.ts';
import { scratchStudio } from './scratchStudio.ts';
import type { SaveAnswer } from '../wire.ts';

let work: string;
let studio: RunningStudio;
let remove: () => Promise<void>;
beforeAll(async () => {
  ({ studio, root: work, remove } = await scratchStudio());
});
afterAll(() => remove());

const call = (url: string, init: RequestInit = {}) =>
  fetch(`http://127.0.0.1:${studio.port}/studio/api/${url}`, {
    ...init,
    headers: { 'x-studio-token': 't0ken', ...(init.body && typeof init.body === 'string' ? { 'content-type': 'application/json' } : {}), ...init.headers },
  });

describe('the studio calls', () => {
  it.each(['../package.json', 'merchants/../package.json', 'schema/merchant.schema.json', 'merchants/assets/royal88/logo.png', '/etc/passwd'])(
    'refuses to read or write %s',
    async (rel) => {
      expect((await call(`file?path=${encodeURIComponent(rel)}`)).status).toBe(400);
      const saved = await call('save', { method: 'POST', body: JSON.stringify({ path: rel, baseText: '{}', value: {} }) });
      expect(saved.status).toBe(400);
    },
  );

  it('refuses an upload that is not the image its name says, and a name it does not take', async () => {
    const script = await call('images?merchant=royal88&name=x.png', { method: 'POST', body: '<script>alert(1)</script>' });
    expect(script.status).toBe(400);
    const svg = await call('images?merchant=royal88&name=x.svg', { method: 'POST', body: '<svg/>' });
    expect(svg.status).toBe(400);
    const unknown = await call('images?merchant=nobody&name=x.png', { method: 'POST', body: Buffer.from([0x89, 0x50, 0x4e, 0x47]) });
    expect(unknown.status).toBe(400);
    expect(existsSync(path.join(work, 'merchants/assets/royal88/x.png'))).toBe(false);
  });

  it.each(['null', '3', '[]', '"text"', 'true'])("answers %s as a call's body with a 400 that says so", async (body) => {
    for (const [method, url] of [
      ['PUT', 'draft'],
      ['POST', 'save'],
    ]) {
      const answer = await call(url, { method, body });
      expect(answer.status).toBe(400);
      expect(((await answer.json()) as { error: string }).error).toMatch(/^the studio sent .+ where a call takes a JSON object$/);
    }
  });

  it('answers a body without its fields with a 400', async () => {
    const answer = await call('save', { method: 'POST', body: JSON.stringify({ path: 'merchants/royal88.json' }) });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({ error: 'the call\'s "baseText" must be a string' });
  });
  it('says what a draft breaks, with the messages of wl validate, and writes nothing', async () => {
    const rel = 'templates/casino-home.json';
    const { text } = (await (await call(`file?path=${rel}`)).json()) as { text: string };
    const value = JSON.parse(text);
    value.blocks.banner.props.autoplayMs = 10;
    const answer = (await (await call('draft', { method: 'PUT', body: JSON.stringify({ path: rel, baseText: text, value }) })).json()) as {
      problems: { file: string; pointer: string; text: string }[];
    };
    expect(answer.problems).toEqual([
      expect.objectContaining({ file: rel, pointer: '/blocks/banner/props/autoplayMs', text: expect.stringContaining('templates/casino-home.json:') }),
    ]);
    const saved = await call('save', { method: 'POST', body: JSON.stringify({ path: rel, baseText: text, value }) });
    expect(saved.status).toBe(422);
    expect(((await saved.json()) as SaveAnswer).status).toBe('invalid');
    expect(readFileSync(path.join(work, rel), 'utf8')).toBe(text);
    await call(`draft?path=${rel}`, { method: 'DELETE' });
  });

  it('writes nothing when nothing changed', async () => {
    const rel = 'merchants/sorte777.json';
    const { text } = (await (await call(`file?path=${rel}`)).json()) as { text: string };
    const saved = (await (
      await call('save', { method: 'POST', body: JSON.stringify({ path: rel, baseText: text, value: JSON.parse(text) }) })
    ).json()) as SaveAnswer;
    expect(saved).toEqual({ status: 'saved', written: false, text });
  });
});

describe('the studio gate on its calls', () => {
  it('refuses a call with the cookie alone, and takes it with the token header', async () => {
    const base = `http://127.0.0.1:${studio.port}`;
    const entered = await fetch(`${base}/studio/?token=t0ken`, { redirect: 'manual' });
    expect(entered.headers.get('location')).toBe('/studio/#token=t0ken');
    const cookie = entered.headers.get('set-cookie')!.split(';')[0];
    expect(cookie).toMatch(new RegExp(`^wl_studio_${studio.port}=`));
    expect(cookie).not.toContain('t0ken');
    const rel = 'merchants/sorte777.json';
    const text = readFileSync(path.join(work, rel), 'utf8');
    const body = JSON.stringify({ path: rel, baseText: text, value: { ...JSON.parse(text), name: 'Saved by the cookie' } });
    const save = (headers: Record<string, string>) =>
      fetch(`${base}/studio/api/save`, { method: 'POST', body, headers: { cookie, origin: base, 'content-type': 'application/json', ...headers } });
    const refused = await save({});
    expect(refused.status).toBe(403);
    expect(await refused.text()).toMatch(/^The studio takes calls only from its own page/);
    expect(readFileSync(path.join(work, rel), 'utf8')).toBe(text);
    expect((await fetch(`${base}/cdn/royal88/logo.svg`, { headers: { cookie } })).status).toBe(200);
    expect((await save({ 'x-studio-token': 't0ken' })).status).toBe(200);
    expect(JSON.parse(readFileSync(path.join(work, rel), 'utf8')).name).toBe('Saved by the cookie');
    writeFileSync(path.join(work, rel), text);
  });
});

describe('writing merchant and template files', () => {
  it('refuses to save a file that is a symbolic link, naming it, and leaves what it points to alone', async () => {
    const rel = 'templates/casino-home.json';
    const file = path.join(work, rel);
    const outside = path.join(work, 'outside.json');
    const text = readFileSync(file, 'utf8');
    writeFileSync(outside, text);
    rmSync(file);
    symlinkSync(outside, file);
    try {
      const value = JSON.parse(text);
      value.blocks.banner.props.autoplayMs = 4000;
      const saved = await call('save', { method: 'POST', body: JSON.stringify({ path: rel, baseText: text, value }) });
      expect(saved.status).toBe(400);
      expect(await saved.json()).toEqual({
        error: `${rel} is a symbolic link: it is not written through; edit the file it points to, or put a copy in its place`,
      });
      expect(readFileSync(outside, 'utf8')).toBe(text);
      expect(lstatSync(file).isSymbolicLink()).toBe(true);
    } finally {
      rmSync(file);
      writeFileSync(file, text);
    }
  });
});

describe('uploading images', () => {
  const assets = (name: string) => path.join(work, 'merchants/assets/royal88', name);
  const upload = (name: string, bytes: Buffer, extra = '') =>
    call(`images?merchant=royal88&name=${encodeURIComponent(name)}${extra}`, { method: 'POST', body: new Uint8Array(bytes) });
  const errorOf = async (answer: Response) => ((await answer.json()) as { error: string }).error;

  it('takes a PNG under the name it is given', async () => {
    const png = pngOf(20, 10);
    const answer = await upload('new-logo.png', png);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ url: '/cdn/royal88/new-logo.png', uploaded: { bytes: png.length, type: 'png', width: 20, height: 10 } });
    expect(readFileSync(assets('new-logo.png'))).toEqual(png);
  });

  it.each<[string, string, Buffer, RegExp]>([
    ['a name in capitals', 'EVIL.PNG', pngOf(2, 2), /^"EVIL.PNG" is not a name the studio gives an image: name it "evil.png"/],
    ['a name with spaces', 'New Logo.png', pngOf(2, 2), /name it "new-logo.png"/],
    ['a PNG cut short', 'cut.png', pngOf(8, 8).subarray(0, 60), /^cut.png is refused: it is a broken PNG image/],
    ['a PNG signature and nothing else', 'sig.png', pngOf(8, 8).subarray(0, 8), /^sig.png is refused: it is not a PNG, JPEG, WebP or GIF image/],
    ['a JPEG named as a PNG', 'photo.png', JPEG, /^photo.png is refused: it is a JPEG image, not what ".png" says: name it photo.jpg$/],
    ['a GIF named as a WebP', 'anim.webp', GIF, /name it anim.gif$/],
  ])('refuses %s, writing nothing', async (_, name, bytes, error) => {
    const answer = await upload(name, bytes);
    expect(answer.status).toBe(400);
    expect(await errorOf(answer)).toMatch(error);
    expect(existsSync(assets(name))).toBe(false);
    expect(existsSync(assets(name.toLowerCase()))).toBe(false);
  });

  it('takes a JPEG and a GIF', async () => {
    expect(await (await upload('photo.jpg', JPEG)).json()).toMatchObject({ uploaded: { type: 'jpeg', width: 3, height: 2 } });
    expect(await (await upload('anim.gif', GIF)).json()).toMatchObject({ uploaded: { type: 'gif', width: 1, height: 1 } });
  });

  it('refuses a name that differs from a file there only in case', async () => {
    writeFileSync(assets('Badge.png'), pngOf(4, 4));
    const answer = await upload('badge.png', pngOf(4, 4));
    expect(answer.status).toBe(400);
    expect(await errorOf(answer)).toBe(
      'merchants/assets/royal88/Badge.png differs from badge.png only in case, and some systems take the two for one file: choose another name',
    );
    expect(existsSync(assets('badge.png'))).toBe(false);
  });

  it('asks before replacing an image, saying what is there', async () => {
    const before = readFileSync(assets('logo.png'));
    const png = pngOf(480, 144);
    const asked = await upload('logo.png', png);
    expect(asked.status).toBe(409);
    expect(await asked.json()).toEqual({
      status: 'exists',
      url: '/cdn/royal88/logo.png',
      existing: { bytes: before.length, type: 'png', width: 240, height: 72 },
      uploaded: { bytes: png.length, type: 'png', width: 480, height: 144 },
    });
    expect(readFileSync(assets('logo.png'))).toEqual(before);
    expect((await upload('logo.png', png, '&replace=1')).status).toBe(200);
    expect(readFileSync(assets('logo.png'))).toEqual(png);
  });

  it('refuses an install icon of the wrong size, as wl validate would, and keeps the one there', async () => {
    const before = readFileSync(assets('icon-192.png'));
    const answer = await upload('icon-192.png', pngOf(100, 100), '&replace=1');
    expect(answer.status).toBe(422);
    const body = (await answer.json()) as { error: string; problems: { file: string; text: string }[] };
    expect(body.problems).toEqual([
      expect.objectContaining({
        file: 'merchants/royal88.json',
        text: expect.stringContaining('the install icon /cdn/royal88/icon-192.png is 100x100 pixels, not 192x192 [flag-needs]'),
      }),
    ]);
    expect(body.error).toMatch(/^icon-192.png is refused: merchants\/royal88.json:\d+:\d+ /);
    expect(readFileSync(assets('icon-192.png'))).toEqual(before);
    expect((await upload('icon-192.png', pngOf(192, 192), '&replace=1')).status).toBe(200);
  });
});
