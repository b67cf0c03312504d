// Content with a window is served only within it, as instants the app can judge; the preview serves every
// item with its window; a rendered page is kept for one stretch between window changes.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { MerchantFile, SiteConfig } from '../../src/config/types.generated.ts';
import { send, startScratchServer, type ScratchServer } from '../../tests/server/support.ts';
import { shownContent, windowBoundaries, windowStretch } from './windows.ts';

const merchant = (banners: object[]) => ({ timeZone: 'Asia/Ho_Chi_Minh', content: { banners, announcements: [], lanes: [] } }) as unknown as MerchantFile;
const config = { pages: { home: { blocks: { b: { activeUntil: '2026-12-31T00:00:00.000Z', blocks: {} } }, overlays: {} } } } as unknown as SiteConfig;
const at = (iso: string) => Date.parse(iso);

describe('shownContent', () => {
  const festival = { id: 'festival', activeFrom: '2026-12-24T00:00', activeUntil: '2026-12-26T00:00' };
  const items: { id: string; activeFrom?: string; activeUntil?: string }[] = [{ id: 'always' }, festival];

  it.each([
    ['2026-12-23T16:59:59Z', ['always']],
    ['2026-12-23T17:00:00Z', ['always', 'festival']],
    ['2026-12-25T16:59:59Z', ['always', 'festival']],
    ['2026-12-25T17:00:00Z', ['always']],
  ])('at %s serves %j (local moments in the merchant time zone)', (moment, ids) => {
    expect(shownContent(merchant(items), items, at(moment)).map((i) => i.id)).toEqual(ids);
  });

  it('serves a windowed item with its window as instants, and every item in the preview', () => {
    expect(shownContent(merchant(items), items, undefined)).toEqual([
      { id: 'always' },
      { id: 'festival', activeFrom: '2026-12-23T17:00:00.000Z', activeUntil: '2026-12-25T17:00:00.000Z' },
    ]);
  });

  it("keeps a page for one stretch between the moments a merchant's content or page changes", () => {
    const m = merchant(items);
    expect(windowBoundaries(m, config)).toEqual([at('2026-12-23T17:00:00Z'), at('2026-12-25T17:00:00Z'), at('2026-12-31T00:00:00Z')]);
    expect([
      windowStretch(m, config, at('2026-12-01T00:00:00Z')),
      windowStretch(m, config, at('2026-12-23T17:00:00Z')),
      windowStretch(m, config, at('2026-12-24T12:00:00Z')),
      windowStretch(m, config, at('2027-01-01T00:00:00Z')),
    ]).toEqual([0, 1, 1, 3]);
  });
});

describe('windowed content through the API', () => {
  let servers: ScratchServer[] = [];
  afterEach(async () => {
    await Promise.all(servers.map((s) => s.close()));
    servers = [];
  });

  /** A server whose royal88 has a banner, an announcement and a lane over, one to come, and the rest always. */
  async function start(preview: boolean): Promise<ScratchServer> {
    const hour = 60 * 60 * 1000;
    const past = { activeFrom: new Date(Date.now() - 2 * hour).toISOString(), activeUntil: new Date(Date.now() - hour).toISOString() };
    const soon = { activeFrom: new Date(Date.now() + hour).toISOString() };
    const server = await startScratchServer({
      preview,
      prepare(root) {
        const file = path.join(root, 'merchants/royal88.json');
        const data = JSON.parse(readFileSync(file, 'utf8'));
        const { banners, announcements, lanes } = data.content;
        Object.assign(banners[0], past);
        Object.assign(banners[1], soon);
        Object.assign(announcements[0], past);
        Object.assign(lanes[0], soon);
        writeFileSync(file, JSON.stringify(data, null, 2));
      },
    });
    servers.push(server);
    return server;
  }
  const value = async <T>(s: ScratchServer, url: string) => (await send(s.base, url, { headers: { Merchant: 'royal88' } })).json<{ value: T }>().value;
  const original = JSON.parse(readFileSync(path.join(import.meta.dirname, '../../merchants/royal88.json'), 'utf8')).content;

  it('serves only what is in its window now', async () => {
    const s = await start(false);
    const banners = await value<{ url: string; activeFrom?: string }[]>(s, '/wps/system/banners');
    expect(banners).toHaveLength(original.banners.length - 2);
    expect(banners.some((b) => b.activeFrom)).toBe(false);
    const announcements = await value<{ id: number }[]>(s, '/wps/relay/MCSFE_getListAnnouncements');
    expect(announcements.map((a) => a.id)).not.toContain(original.announcements[0].id);
    const lanes = await value<{ data: { lanes: unknown[] } }>(s, '/wps/game/lanes');
    expect(lanes.data.lanes).toHaveLength(original.lanes.length - 1);
  });

  it('serves every item with its window in the preview, for the app to judge at the moment it shows', async () => {
    const s = await start(true);
    const banners = await value<{ activeFrom?: string; activeUntil?: string }[]>(s, '/wps/system/banners');
    expect(banners).toHaveLength(original.banners.length);
    expect(banners[0].activeUntil).toMatch(/Z$/);
    expect(banners[1].activeFrom).toMatch(/Z$/);
  });
});
