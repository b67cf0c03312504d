import { studioApi, type CheckAnswer, type FileAnswer, type ProjectAnswer, type StudioProblem } from './api.ts';
import { withNewBlock, type Docs } from './pageEdits.ts';
import { StudioStore } from './StudioStore.ts';
import { sessionKeep } from './History.ts';

// The server is the one boundary: files are read from `disk` (and `kept` drafts), every other call is answered here.
vi.mock('./api.ts', () => ({ studioApi: { file: vi.fn(), draft: vi.fn(), save: vi.fn(), discard: vi.fn(), images: vi.fn() } }));
const api = vi.mocked(studioApi);

const ALPHA = 'merchants/alpha.json';
const TEMPLATE = 'templates/casino-home.json';
const alphaText = JSON.stringify({ name: 'Alpha', theme: { color: 'red' }, pages: { home: { template: 'casino-home', order: ['banner'] } } });
const templateText = JSON.stringify({ name: 'casino-home', order: ['banner'], blocks: { banner: { type: 'banner-carousel', props: { group: 'm' } } } });
const noProblems: CheckAnswer = { problems: [], checks: [] };

let disk: Map<string, string>;
let kept: Map<string, NonNullable<FileAnswer['draft']>>;

const project = (defaultMerchant = 'beta'): ProjectAnswer => ({
  defaultMerchant,
  files: [
    { path: ALPHA, kind: 'merchant', name: 'alpha', title: 'Alpha', templates: { home: 'casino-home' } },
    { path: 'merchants/beta.json', kind: 'merchant', name: 'beta', title: 'Beta', templates: { home: 'casino-home' } },
    { path: TEMPLATE, kind: 'template', name: 'casino-home', page: 'home' },
  ],
  schemas: { merchant: {}, template: {}, blocks: {}, overlays: {} },
  drafts: [],
  problems: [],
  checks: [],
});

/** The store on alpha with its home page's two files open. */
async function opened(): Promise<StudioStore> {
  const store = new StudioStore(project(), 'alpha');
  await store.openCurrent();
  return store;
}
const merchantOf = (store: StudioStore) => store.files.get(ALPHA)!;
const templateOf = (store: StudioStore) => store.files.get(TEMPLATE)!;
const withColor = (store: StudioStore, color: string) => ({ ...(merchantOf(store).value as object), theme: { color } });
const settled = (store: StudioStore) => Promise.all([...store.files.values()].map((f) => f.settled()));

beforeEach(() => {
  vi.resetAllMocks();
  disk = new Map([
    [ALPHA, alphaText],
    [TEMPLATE, templateText],
  ]);
  kept = new Map();
  api.file.mockImplementation(async (path) => ({ path, text: disk.get(path)!, ...(kept.has(path) ? { draft: kept.get(path) } : {}) }));
  api.draft.mockResolvedValue(noProblems);
  api.discard.mockResolvedValue(noProblems);
  api.images.mockResolvedValue([]);
});
afterEach(() => vi.useRealTimers());

describe('opening', () => {
  it.each([
    ['the merchant asked for', 'alpha', 'beta', 'alpha'],
    ["the project's default when the one asked for is not there", 'gone', 'beta', 'beta'],
    ['the first merchant when neither is there', undefined, 'gone', 'alpha'],
  ])('picks %s', (_, asked, defaultMerchant, picked) => {
    expect(new StudioStore(project(defaultMerchant), asked).merchantCode).toBe(picked);
  });

  it("opens the merchant and its page's template", async () => {
    const store = await opened();
    expect([...store.files.keys()]).toEqual([ALPHA, TEMPLATE]);
    expect(store.docs?.template.name).toBe('casino-home');
    expect(store.error).toBeUndefined();
    expect(store.changedOnDisk.size).toBe(0);
  });

  it.each([
    ['marks a kept draft made on an older text as changed on disk', '{"name":"Alpha"}', true],
    ['opens a kept draft made on the text on disk as it was left', alphaText, false],
  ])('%s', async (_, baseText, changed) => {
    const value = { ...JSON.parse(alphaText), name: 'Kept' };
    kept.set(ALPHA, { baseText, value });
    const store = await opened();
    expect(merchantOf(store).value).toEqual(value);
    expect(merchantOf(store).baseText).toBe(baseText);
    expect(store.changedOnDisk.has(ALPHA)).toBe(changed);
  });
});

describe('undo', () => {
  it('records a page action that changes both files as one step, undone and redone in both', async () => {
    const store = await opened();
    const before = store.docs!;
    // A new block goes into the template, and into the merchant's own order.
    const next: Docs = withNewBlock(before, [], 'site-footer', {}).docs;
    store.applyDocs(next, 'add');
    expect(store.history.done).toHaveLength(1);
    expect(store.history.done[0].changes.map((c) => c.path)).toEqual([ALPHA, TEMPLATE]);
    expect(store.dirtyFiles).toHaveLength(2);
    store.undo();
    expect(merchantOf(store).value).toBe(before.merchant);
    expect(templateOf(store).value).toBe(before.template);
    expect(store.dirtyFiles).toHaveLength(0);
    store.redo();
    expect(merchantOf(store).value).toBe(next.merchant);
    expect(templateOf(store).value).toBe(next.template);
    // Each undo and redo reaches the preview as drafts too.
    await settled(store);
    expect(api.draft.mock.calls.at(-1)).toEqual([TEMPLATE, templateText, next.template]);
  });

  it('records nothing for a change that re-states what the file says', async () => {
    const store = await opened();
    store.change(ALPHA, JSON.parse(alphaText), 'edit');
    expect(store.history.done).toEqual([]);
    expect(api.draft).not.toHaveBeenCalled();
    expect(merchantOf(store).dirty).toBe(false);
  });

  it("merges a field's keystrokes into one step", async () => {
    // The store stamps steps with Date.now(): a still clock keeps the keystrokes "within a moment".
    vi.useFakeTimers({ toFake: ['Date'] });
    const store = await opened();
    const original = merchantOf(store).value;
    store.change(ALPHA, withColor(store, 'b'), 'edit', 'theme:color');
    store.change(ALPHA, withColor(store, 'bl'), 'edit', 'theme:color');
    store.change(ALPHA, withColor(store, 'blue'), 'edit', 'theme:color');
    expect(store.history.done).toHaveLength(1);
    store.undo();
    expect(merchantOf(store).value).toBe(original);
  });
});

describe('saving', () => {
  it('saves each changed file and says false when one meets a change on disk, keeping the other saved', async () => {
    const store = await opened();
    store.applyDocs(withNewBlock(store.docs!, [], 'site-footer', {}).docs, 'add');
    const conflict = { text: '{}', value: {}, changes: ['/name'] };
    api.save.mockImplementation(async (path, _base, value) =>
      path === ALPHA ? { status: 'conflict', conflict } : { status: 'saved', text: JSON.stringify(value), written: true },
    );
    expect(await store.saveAll()).toBe(false);
    expect(api.save.mock.calls.map(([path]) => path)).toEqual([ALPHA, TEMPLATE]);
    expect(templateOf(store).status).toBe('saved');
    expect(templateOf(store).dirty).toBe(false);
    expect(merchantOf(store).status).toBe('conflict');
    expect(merchantOf(store).dirty).toBe(true);
  });

  it('saves a file changed on disk over it with a merge, and then it is no longer marked', async () => {
    const store = await opened();
    const mine = withColor(store, 'blue');
    store.change(ALPHA, mine, 'edit');
    disk.set(ALPHA, alphaText.replace('Alpha', 'Alpha Casino'));
    await store.diskChanged();
    expect(store.changedOnDisk.has(ALPHA)).toBe(true);
    const merged = JSON.stringify({ ...mine, name: 'Alpha Casino' });
    api.save.mockResolvedValue({ status: 'saved', text: merged, written: true });
    await store.saveOver(ALPHA, 'merge');
    expect(api.save).toHaveBeenCalledWith(ALPHA, alphaText, mine, 'merge');
    expect(store.changedOnDisk.has(ALPHA)).toBe(false);
    expect(merchantOf(store).baseText).toBe(merged);
  });
});

describe('the disk and the server', () => {
  it("takes a clean file's change on disk silently, and never overwrites the operator's edit", async () => {
    const store = await opened();
    store.change(ALPHA, withColor(store, 'blue'), 'edit');
    const edited = merchantOf(store).value;
    const theirs = templateText.replace('"m"', '"theirs"');
    disk.set(ALPHA, alphaText.replace('red', 'green'));
    disk.set(TEMPLATE, theirs);
    await store.diskChanged();
    expect(templateOf(store).baseText).toBe(theirs);
    expect(templateOf(store).value).toEqual(JSON.parse(theirs));
    expect(store.changedOnDisk.has(TEMPLATE)).toBe(false);
    expect(merchantOf(store).value).toBe(edited);
    expect(merchantOf(store).baseText).toBe(alphaText);
    expect(store.changedOnDisk.has(ALPHA)).toBe(true);
  });

  it('reloads a file from disk, dropping its draft and the history', async () => {
    const store = await opened();
    store.change(ALPHA, withColor(store, 'blue'), 'edit');
    disk.set(ALPHA, alphaText.replace('red', 'green'));
    await store.diskChanged();
    await store.reloadFromDisk(ALPHA);
    expect(api.discard).toHaveBeenCalledWith(ALPHA);
    expect(merchantOf(store).value).toEqual(JSON.parse(disk.get(ALPHA)!));
    expect(merchantOf(store).dirty).toBe(false);
    expect(store.changedOnDisk.size).toBe(0);
    expect(store.history.done).toEqual([]);
  });

  it('sends again only the drafts the server missed', async () => {
    const store = await opened();
    const mine = withColor(store, 'blue');
    api.draft.mockRejectedValueOnce(new TypeError('fetch failed'));
    store.change(ALPHA, mine, 'edit');
    store.change(TEMPLATE, { ...(templateOf(store).value as object), order: [] }, 'edit');
    await settled(store);
    expect(merchantOf(store).status).toBe('offline');
    expect(templateOf(store).status).toBe('draft');
    api.draft.mockClear();
    store.resendOffline();
    await settled(store);
    expect(api.draft).toHaveBeenCalledExactlyOnceWith(ALPHA, alphaText, mine);
    expect(merchantOf(store).status).toBe('draft');
  });

  it('keeps the same problems array when a draft finds the same problems, so nothing draws again', () => {
    const problem: StudioProblem = { file: ALPHA, line: 1, column: 2, pointer: '/name', message: 'too long', text: `${ALPHA}:1:2 too long` };
    const store = new StudioStore({ ...project(), problems: [problem] });
    const shown = store.problems;
    store.setProblems({ problems: [{ ...problem }], checks: [] });
    expect(store.problems).toBe(shown);
    store.setProblems({ problems: [], checks: [] });
    expect(store.problems).toEqual([]);
  });
});

describe('undo across a reload of the page', () => {
  const keep = () => sessionKeep('wl.studio.history', storage);
  let tab = new Map<string, string>();
  const storage = { getItem: (k: string) => tab.get(k) ?? null, setItem: (k: string, v: string) => void tab.set(k, v) };
  beforeEach(() => {
    tab = new Map();
  });

  /** A store as the page makes it after a reload: the drafts kept by the server, the history by the tab. */
  async function reopened(): Promise<StudioStore> {
    const store = new StudioStore(project(), 'alpha', keep());
    await store.openCurrent();
    return store;
  }

  it('undoes a change made before the reload, the draft kept as it was', async () => {
    const store = new StudioStore(project(), 'alpha', keep());
    await store.openCurrent();
    const before = merchantOf(store).value;
    store.change(ALPHA, withColor(store, 'teal'), 'edit');
    await settled(store);
    kept.set(ALPHA, { baseText: alphaText, value: merchantOf(store).value });

    const again = await reopened();
    expect(again.history.done).toHaveLength(1);
    again.undo();
    expect(merchantOf(again).value).toEqual(before);
  });

  it('forgets it when the files are no longer as it left them', async () => {
    const store = new StudioStore(project(), 'alpha', keep());
    await store.openCurrent();
    store.change(ALPHA, withColor(store, 'teal'), 'edit');
    await settled(store);
    // The draft was discarded elsewhere meanwhile.
    const again = await reopened();
    expect(again.history.done).toEqual([]);
  });
});
