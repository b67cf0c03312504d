// The studio's calls against a copy of the project: what they refuse, and what they write.
import { cpSync, mkdtempSync, readFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../scripts/lib/root.ts';
import { startStudio, type RunningStudio } from './studioServer.ts';

let work: string;
let studio: RunningStudio;
beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), 'wl-studio-api-'));
  for (const dir of ['merchants', 'templates', 'schema']) cpSync(path.join(projectRoot, dir), path.join(work, dir), { recursive: true });
  studio = await startStudio({ root: work, port: 0, merchant: 'royal88', distDir: path.join(work, 'no-dist'), studioDir: path.join(work, 'no-studio'), databaseDir: 'memory', token: 't0ken' });
});
afterAll(() => studio.close());

const call = (url: string, init: RequestInit = {}) =>
  fetch(`http://127.0.0.1:${studio.port}/studio/api/${url}`, { ...init, headers: { 'x-studio-token': 't0ken', ...(init.body && typeof init.body === 'string' ? { 'content-type': 'application/json' } : {}), ...init.headers } });

describe('the studio calls', () => {
  it.each(['../package.json', 'merchants/../package.json', 'schema/merchant.schema.json', 'merchants/assets/royal88/logo.png', '/etc/passwd'])('refuses to read or write %s', async (rel) => {
    expect((await call(`file?path=${encodeURIComponent(rel)}`)).status).toBe(400);
    const saved = await call('save', { method: 'POST', body: JSON.stringify({ path: rel, baseText: '{}', value: {} }) });
    expect(saved.status).toBe(400);
  });

  it('refuses an upload that is not the image its name says, and a name it does not take', async () => {
    const script = await call('images?merchant=royal88&name=x.png', { method: 'POST', body: '<script>alert(1)</script>' });
    expect(script.status).toBe(400);
    const svg = await call('images?merchant=royal88&name=x.svg', { method: 'POST', body: '<svg/>' });
    expect(svg.status).toBe(400);
    const unknown = await call('images?merchant=nobody&name=x.png', { method: 'POST', body: Buffer.from([0x89, 0x50, 0x4e, 0x47]) });
    expect(unknown.status).toBe(400);
    expect(existsSync(path.join(work, 'merchants/assets/royal88/x.png'))).toBe(false);
  });

  it('takes a PNG into the merchant\'s assets, under a clean name', async () => {
    const png = readFileSync(path.join(projectRoot, 'merchants/assets/royal88/logo.png'));
    const answer = await call('images?merchant=royal88&name=New%20Logo.PNG', { method: 'POST', body: png });
    expect(await answer.json()).toEqual({ url: '/cdn/royal88/new-logo.png' });
    expect(readFileSync(path.join(work, 'merchants/assets/royal88/new-logo.png'))).toEqual(png);
  });

  it('says what a draft breaks, with the messages of wl validate, and writes nothing', async () => {
    const rel = 'templates/casino-home.json';
    const { text } = (await (await call(`file?path=${rel}`)).json()) as { text: string };
    const value = JSON.parse(text);
    value.blocks.banner.props.autoplayMs = 10;
    const answer = (await (await call('draft', { method: 'PUT', body: JSON.stringify({ path: rel, baseText: text, value }) })).json()) as { problems: { file: string; pointer: string; text: string }[] };
    expect(answer.problems).toEqual([expect.objectContaining({ file: rel, pointer: '/blocks/banner/props/autoplayMs', text: expect.stringContaining('templates/casino-home.json:') })]);
    const saved = await call('save', { method: 'POST', body: JSON.stringify({ path: rel, baseText: text, value }) });
    expect(saved.status).toBe(422);
    expect(readFileSync(path.join(work, rel), 'utf8')).toBe(text);
    await call(`draft?path=${rel}`, { method: 'DELETE' });
  });

  it('writes nothing when nothing changed', async () => {
    const rel = 'merchants/sorte777.json';
    const { text } = (await (await call(`file?path=${rel}`)).json()) as { text: string };
    const saved = (await (await call('save', { method: 'POST', body: JSON.stringify({ path: rel, baseText: text, value: JSON.parse(text) }) })).json()) as { written: boolean };
    expect(saved.written).toBe(false);
  });
});
