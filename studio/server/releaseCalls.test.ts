// The studio's release calls against a copy of the project and a database of their own: a publish
// refused while a change is unsaved or a problem stands, the releases with their changes, a rollback,
// and a release made drafts.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RunningStudio } from './studioServer.ts';
import { scratchStudio } from './scratchStudio.ts';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { releaseImageAddresses, releasePages } from './releasePages.ts';
import type { PublicationAnswer, PublishAnswer, ReleaseDiffAnswer, ReleasesAnswer, RestoreAnswer } from '../wire.ts';

let work: string;
let studio: RunningStudio;
let remove: () => Promise<void>;
beforeAll(async () => {
  // The database releases go to, as `wl serve` would read it.
  vi.stubEnv('DATABASE_URL', undefined);
  ({ studio, root: work, remove } = await scratchStudio());
  vi.stubEnv('WL_DATA_DIR', path.join(work, '.data', 'releases-db'));
}, 60_000);
afterAll(async () => {
  await remove();
  vi.unstubAllEnvs();
});

const call = async <T>(url: string, init: RequestInit = {}): Promise<{ status: number; body: T & { error?: string } }> => {
  const answer = await fetch(`http://127.0.0.1:${studio.port}/studio/api/${url}`, {
    ...init,
    headers: { 'x-studio-token': 't0ken', ...(init.body ? { 'content-type': 'application/json' } : {}) },
  });
  return { status: answer.status, body: await answer.json() };
};
const post = <T>(url: string, body: object) => call<T>(url, { method: 'POST', body: JSON.stringify(body) });
const merchantFile = () => path.join(work, 'merchants/royal88.json');
const rename = (from: string, to: string) =>
  writeFileSync(merchantFile(), readFileSync(merchantFile(), 'utf8').replace(`"name": "${from}"`, `"name": "${to}"`));

describe("the studio's releases", () => {
  it('publishes the saved files with a note, says what changed, lists, diffs, rolls back and restores as drafts', async () => {
    const name = JSON.parse(readFileSync(merchantFile(), 'utf8')).name as string;
    expect((await call<ReleasesAnswer>('releases')).body.releases).toEqual([]);
    const first = await call<PublicationAnswer>('publication');
    expect(first.body).toMatchObject({ problems: [], unsaved: [], tooLarge: [] });
    expect(first.body.changes[0]).toMatch(/^The first release: \d+ files/);
    const one = await post<PublishAnswer>('publish', { note: 'opening' });
    expect(one.status).toBe(200);

    rename(name, 'Renamed for the festival');
    const changes = [`Changes against release ${one.body.id}, active now:`, '  merchants/royal88.json: 1 field changed'];
    expect((await call<PublicationAnswer>('publication')).body.changes).toEqual(changes);
    const two = await post<PublishAnswer>('publish', { note: 'festival' });
    expect(two.body).toMatchObject({ id: one.body.id + 1, changes, pruned: [] });

    const listed = (await call<ReleasesAnswer>('releases')).body;
    expect(listed.releases.map((r) => [r.id, r.state, r.note])).toEqual([
      [two.body.id, 'active', 'festival'],
      [one.body.id, 'past', 'opening'],
    ]);
    expect((await call<ReleaseDiffAnswer>(`release?id=${two.body.id}`)).body).toEqual({
      id: two.body.id,
      against: one.body.id,
      lines: ['merchants/royal88.json:', `  /name: ${JSON.stringify(name)} → "Renamed for the festival"`],
    });

    const back = await post<{ active: number }>('rollback', { id: one.body.id });
    expect(back.body).toEqual({ active: one.body.id, from: two.body.id });
    expect((await post('rollback', { id: one.body.id })).body.error).toBe(`release ${one.body.id} is already the active one`);

    // The release made drafts: the file on disk stays, the draft holds the release's text.
    const restored = await post<RestoreAnswer>('restore', { id: one.body.id });
    expect(restored.body.restored).toEqual(['merchants/royal88.json']);
    expect(restored.body.problems).toEqual([]);
    expect(readFileSync(merchantFile(), 'utf8')).toContain('Renamed for the festival');
    const file = (await call<{ draft: { value: { name: string } } }>('file?path=merchants/royal88.json')).body;
    expect(file.draft.value.name).toBe(name);

    // A publish takes the saved files: with a draft standing it is refused, and nothing is published.
    const refused = await post('publish', { note: 'too soon' });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe('save or discard the changes to merchants/royal88.json first: a publish takes the saved files');
    await call('draft?path=merchants/royal88.json', { method: 'DELETE' });

    // And while a problem stands.
    rename('Renamed for the festival', '');
    const invalid = await post<{ problems: { text: string }[] }>('publish', {});
    expect(invalid.status).toBe(422);
    expect(invalid.body.error).toBe('not published: a problem stands');
    expect(invalid.body.problems[0].text).toMatch(/merchants\/royal88\.json:\d+:\d+ .*\/name/);
    expect((await call<ReleasesAnswer>('releases')).body.releases).toHaveLength(2);
  }, 60_000);

  it('refuses a publish time that is past or no time, in a sentence', async () => {
    expect((await post('publish', { at: '2020-01-01T00:00:00Z' })).body.error).toBe('the publish time is past: leave it empty to publish now');
    expect((await post('publish', { at: 'soon' })).body.error).toBe('the publish time is no date and time');
  });

  it("shows a release's home to the studio's own pages only, with no script, and says why when it cannot", async () => {
    const page = (query: string, cookie?: string) =>
      fetch(`http://127.0.0.1:${studio.port}/studio/release-page?${query}`, cookie ? { headers: { cookie } } : {});
    expect((await page('release=1&merchant=royal88')).status).toBe(403);
    const entered = await fetch(studio.url, { redirect: 'manual' });
    const cookie = entered.headers.get('set-cookie')!.split(';')[0];
    const said = async (query: string) => {
      const answer = await page(query, cookie);
      expect(answer.headers.get('content-security-policy')).toContain("script-src 'none'");
      return [answer.status, /<p>(.*)<\/p>/.exec(await answer.text())?.[1]];
    };
    // This studio has no build of the app: the release is found, its page cannot be made.
    expect(await said('release=1&merchant=royal88')).toEqual([404, 'Release 1 shows no home for royal88: the app is not built, so no page can be rendered.']);
    expect(await said('release=99&merchant=royal88')).toEqual([404, 'There is no release 99.']);
    expect(await said('release=first&merchant=royal88')).toEqual([400, '&#34;first&#34; is no release number.']);
  });

  it('asks again by itself, with no script, when a render failed on a busy server', async () => {
    const pages = releasePages({ root: work, render: () => async () => ({ error: 'its home page could not be rendered just now', passing: true }) });
    const server = createServer((req, res) => void pages(req, res, new URL(req.url ?? '/', 'http://studio.test')));
    await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
    try {
      const answer = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/studio/release-page?release=1&merchant=royal88`);
      expect(answer.status).toBe(503);
      expect(answer.headers.get('retry-after')).toBe('5');
      expect(answer.headers.get('content-security-policy')).toContain("script-src 'none'");
      const html = await answer.text();
      expect(html).toContain('<meta http-equiv="refresh" content="5">');
      expect(/<p>(.*)<\/p>/.exec(html)?.[1]).toBe('Release 1 shows no home for royal88 yet: its home page could not be rendered just now. Trying again…');
    } finally {
      server.close();
    }
  });

  it("answers a release's page its own images, not those on disk now, and only to the studio's pages", async () => {
    const banner = path.join(work, 'merchants/assets/royal88/banner-1.webp');
    const published = readFileSync(banner);
    writeFileSync(banner, 'changed since');
    const image = (file: string, cookie?: string) =>
      fetch(`http://127.0.0.1:${studio.port}/studio/release-image/${file}`, cookie ? { headers: { cookie } } : {});
    expect((await image('1/cdn/royal88/banner-1.webp')).status).toBe(403);
    const entered = await fetch(studio.url, { redirect: 'manual' });
    const cookie = entered.headers.get('set-cookie')!.split(';')[0];
    const answer = await image('1/cdn/royal88/banner-1.webp', cookie);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('image/webp');
    expect(Buffer.from(await answer.arrayBuffer()).equals(published)).toBe(true);
    expect((await image('1/cdn/royal88/not-there.webp', cookie)).status).toBe(404);
    expect((await image('1/cdn/royal88/..%2F..%2Froyal88.json', cookie)).status).toBe(404);
    expect((await image('99/cdn/royal88/banner-1.webp', cookie)).status).toBe(404);
  });
});

describe('releaseImageAddresses', () => {
  it.each([
    ['<img src="/cdn/royal88/a.webp">', '<img src="/studio/release-image/3/cdn/royal88/a.webp">'],
    ['{"logo":"/cdn/royal88/logo.png"}', '{"logo":"/studio/release-image/3/cdn/royal88/logo.png"}'],
    ['background:url(/cdn/x/b.png)', 'background:url(/studio/release-image/3/cdn/x/b.png)'],
    ['srcset="/cdn/x/a.webp 1x, /cdn/x/b.webp 2x"', 'srcset="/studio/release-image/3/cdn/x/a.webp 1x, /studio/release-image/3/cdn/x/b.webp 2x"'],
    ['<p>see /cdnx/ and https://img.test/cdn/a.png</p>', '<p>see /cdnx/ and https://img.test/cdn/a.png</p>'],
  ])('%s', (html, expected) => {
    expect(releaseImageAddresses(html, 3)).toBe(expected);
  });
});
