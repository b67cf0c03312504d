import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { base, openEvents, root, send, server, startScratchServer, withScratchServer, type EventStream } from '../../tests/server/support.ts';

interface ErrorEvent {
  problems: { file: string; line: number; pointer: string; message: string }[];
  text: string;
}

describe('preview', () => {
  withScratchServer({ preview: true, defaultMerchant: 'xoso68' });
  let file: string;
  let original: string;
  const streams: EventStream[] = [];
  const events = async (headers?: Record<string, string>, query = '') => {
    const stream = await openEvents(`${base}/__preview/events${query}`, headers);
    streams.push(stream);
    return stream;
  };
  const config = async (pathname = '/wps/system/config', headers: Record<string, string> = {}) =>
    (await send(base, pathname, { headers })).json<{ value: { merchantCode: string; preview: boolean } }>().value;
  const firstTitle = async () =>
    (await send(base, '/wps/relay/MCSFE_getListAnnouncements', { headers: { Merchant: 'royal88', Language: 'EN' } })).json<{ value: { title: string }[] }>()
      .value[0].title;
  type Editable = { content: { announcements: { title: unknown }[] }; whitelabel: { CBS3: { enabled: unknown } } };
  const editRoyal88 = (edit: (merchant: Editable) => void) => {
    const merchant = JSON.parse(original) as Editable;
    edit(merchant);
    writeFileSync(file, JSON.stringify(merchant, null, 2));
  };

  beforeAll(() => {
    file = path.join(root, 'merchants/royal88.json');
    original = readFileSync(file, 'utf8');
  });

  afterEach(() => {
    for (const stream of streams.splice(0)) stream.close();
  });

  test('shows the merchant it was started for on any host, and others by query or header', async () => {
    expect(await config()).toMatchObject({ merchantCode: 'xoso68', preview: true });
    expect(await config('/wps/system/config', { Host: 'm.royal88.test' })).toMatchObject({ merchantCode: 'xoso68' });
    expect(await config('/wps/system/config?merchant=royal88')).toMatchObject({ merchantCode: 'royal88' });
    expect(await config('/wps/system/config', { Merchant: 'sorte777' })).toMatchObject({ merchantCode: 'sorte777' });
  });

  test('a good edit is served at once and announced; a bad one keeps the last good files and is reported', async () => {
    const stream = await events();
    try {
      await editsAreFollowed(stream);
    } finally {
      writeFileSync(file, original);
    }
  }, 30_000);

  const editsAreFollowed = async (stream: EventStream) => {
    editRoyal88((m) => (m.content.announcements[0].title = 'Edited for the preview'));
    expect((await stream.next('config')).data).toMatchObject({ merchantCode: 'xoso68' });
    expect(await firstTitle()).toBe('Edited for the preview');

    editRoyal88((m) => {
      m.content.announcements[0].title = 'Never served';
      m.whitelabel.CBS3.enabled = 'yes';
    });
    const error = (await stream.next('config-error')).data as ErrorEvent;
    expect(error.problems).toEqual([expect.objectContaining({ file: expect.stringContaining('royal88.json'), pointer: '/whitelabel/CBS3/enabled' })]);
    expect(error.text).toMatch(/^merchants\/royal88\.json:\d+:\d+ \/whitelabel\/CBS3\/enabled /);
    expect(await firstTitle()).toBe('Edited for the preview');

    // A page opened now hears the error first.
    const late = await events();
    expect(((await late.next('config-error')).data as ErrorEvent).text).toBe(error.text);

    writeFileSync(file, original);
    await stream.next('config');
    expect(await firstTitle()).toBe('Spring festival offer');
  };

  test('a page that reconnects after missing events hears the current state', async () => {
    const stream = await events({ 'Last-Event-ID': 'an-old-run-7' });
    expect((await stream.next('config')).data).toMatchObject({ merchantCode: 'xoso68', merchants: expect.arrayContaining(['royal88', 'xoso68']) });
  }, 15_000);

  test('a page served from an older state than the current one hears the current state; one served from it, only what comes after', async () => {
    const open = await events();
    await server.reload();
    // Each event's id names the state it brings: the one a page served now is made from.
    const { id: current } = await open.next('config');
    expect(current).toBeTruthy();
    const older = await events({}, '?since=an-old-run-7');
    expect((await older.next('config')).data).toMatchObject({ merchantCode: 'xoso68' });
    const upToDate = await events({}, `?since=${current}`);
    await server.reload();
    expect((await upToDate.next('config')).id).not.toBe(current);
  }, 15_000);

  test("a page up to date hears its content's stamps; a change of a page's template keeps them, a change of content does not", async () => {
    const open = await events();
    const hello = (await open.next('hello')).data as { content: Record<string, string> };
    expect(Object.keys(hello.content).sort()).toEqual(['royal88', 'sorte777', 'xoso68']);
    const templateFile = path.join(root, 'templates/casino-home.json');
    const template = readFileSync(templateFile, 'utf8');
    try {
      writeFileSync(templateFile, template.replace('"speed": 60', '"speed": 61'));
      const afterTemplate = (await open.next('config')).data as { content: Record<string, string> };
      expect(afterTemplate.content).toEqual(hello.content);
      editRoyal88((m) => (m.content.announcements[0].title = 'A new title'));
      const afterContent = (await open.next('config')).data as { content: Record<string, string> };
      expect(afterContent.content.royal88).not.toBe(hello.content.royal88);
      expect(afterContent.content.xoso68).toBe(hello.content.xoso68);
    } finally {
      writeFileSync(templateFile, template);
      writeFileSync(file, original);
      await open.next('config');
    }
  }, 20_000);

  test('reload() reloads on demand', async () => {
    const stream = await events();
    await server.reload();
    await stream.next('config');
  }, 15_000);
});

describe('preview started with a broken file', () => {
  test('serves the good merchants and reports the broken one', async () => {
    const { base, close } = await startScratchServer({
      preview: true,
      defaultMerchant: 'royal88',
      prepare(dir) {
        const file = path.join(dir, 'merchants/sorte777.json');
        writeFileSync(file, readFileSync(file, 'utf8').replace('"merchantCode"', '"merchantCod"'));
      },
    });
    const stream = await openEvents(`${base}/__preview/events`);
    try {
      expect((await send(base, '/wps/system/config')).json()).toMatchObject({ value: { merchantCode: 'royal88' } });
      expect((await send(base, '/wps/system/config', { headers: { Merchant: 'sorte777' } })).status).toBe(404);
      expect(((await stream.next('config-error')).data as ErrorEvent).text).toContain('sorte777.json');
    } finally {
      stream.close();
      await close();
    }
  }, 60_000);
});
