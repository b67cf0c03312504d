import { History, sessionKeep, type Step } from './History.ts';

/** A step that changes one file's value from `before` to `after`. */
const edit = (before: unknown, after: unknown, mergeKey?: string, path = 'merchants/alpha.json'): Omit<Step, 'at'> => ({
  label: 'edit',
  changes: [{ path, before, after }],
  mergeKey,
});
const befores = (steps: Step[]) => steps.map((s) => s.changes.map((c) => c.before));

describe('History', () => {
  it('undoes the latest step, and redoes it', () => {
    const history = new History();
    history.record(edit('a', 'b'), 1_000);
    history.record(edit('b', 'c'), 5_000);
    expect(history.takeUndo()?.changes).toEqual([{ path: 'merchants/alpha.json', before: 'b', after: 'c' }]);
    expect(history.done).toHaveLength(1);
    expect(history.undone).toHaveLength(1);
    expect(history.takeRedo()?.changes[0].after).toBe('c');
    expect(history.done).toHaveLength(2);
    expect(history.undone).toHaveLength(0);
  });

  it('has nothing to undo or redo when empty', () => {
    const history = new History();
    expect(history.takeUndo()).toBeUndefined();
    expect(history.takeRedo()).toBeUndefined();
  });

  it('forgets what was undone when a new step is recorded', () => {
    const history = new History();
    history.record(edit('a', 'b'), 1_000);
    history.takeUndo();
    history.record(edit('a', 'x'), 5_000);
    expect(history.undone).toEqual([]);
    expect(history.takeRedo()).toBeUndefined();
  });

  it('merges keystrokes into one field within 800 ms into one step, from the first value to the last', () => {
    const history = new History();
    history.record(edit('', 'r', 'theme:color'), 1_000);
    history.record(edit('r', 're', 'theme:color'), 1_500);
    // Each keystroke counts from the one before it: typing on keeps merging.
    history.record(edit('re', 'red', 'theme:color'), 2_200);
    expect(history.done).toHaveLength(1);
    expect(history.done[0].changes).toEqual([{ path: 'merchants/alpha.json', before: '', after: 'red' }]);
    expect(history.done[0].at).toBe(2_200);
  });

  it.each([
    ['800 ms later', 'theme:color', 1_800],
    ['with another key', 'theme:logo', 1_100],
    ['without a key', undefined, 1_100],
  ])('keeps a keystroke %s as a step of its own', (_, key, now) => {
    const history = new History();
    history.record(edit('', 'r', 'theme:color'), 1_000);
    history.record(edit('r', 're', key), now);
    expect(befores(history.done)).toEqual([[''], ['r']]);
  });

  it('merges a keystroke that changes a second file, that file from its value before it', () => {
    const history = new History();
    history.record(edit('', 'r', 'k'), 1_000);
    history.record({ label: 'edit', mergeKey: 'k', changes: [...edit('r', 're').changes, ...edit(1, 2, undefined, 'templates/t.json').changes] }, 1_100);
    expect(history.done).toHaveLength(1);
    expect(befores(history.done)).toEqual([['', 1]]);
  });

  it('keeps in a merged step a file that only the earlier keystroke changed', () => {
    const history = new History();
    history.record({ label: 'edit', mergeKey: 'k', changes: [...edit('', 'r').changes, ...edit(1, 2, undefined, 'templates/t.json').changes] }, 1_000);
    history.record(edit('r', 're', 'k'), 1_100);
    expect(history.done).toHaveLength(1);
    expect(history.done[0].changes).toEqual([
      { path: 'merchants/alpha.json', before: '', after: 're' },
      { path: 'templates/t.json', before: 1, after: 2 },
    ]);
  });

  it('clears both lists', () => {
    const history = new History();
    history.record(edit('a', 'b'), 1_000);
    history.record(edit('b', 'c'), 5_000);
    history.takeUndo();
    history.clear();
    expect(history.done).toEqual([]);
    expect(history.undone).toEqual([]);
  });
});

describe('a history kept in the tab', () => {
  let tab = new Map<string, string>();
  const storage = { getItem: (k: string) => tab.get(k) ?? null, setItem: (k: string, v: string) => void tab.set(k, v) };
  beforeEach(() => {
    tab = new Map();
  });

  it('comes back after a reload of the page, undone steps too', () => {
    const first = new History(sessionKeep('history', storage));
    first.record(edit(1, 2));
    first.record(edit(2, 3));
    first.takeUndo();
    const again = new History(sessionKeep('history', storage));
    expect(befores(again.done)).toEqual([[1]]);
    expect(befores(again.undone)).toEqual([[2]]);
    again.clear();
    expect(new History(sessionKeep('history', storage)).done).toEqual([]);
  });

  it('is left alone when what is kept cannot be read', () => {
    storage.setItem('history', '{not json');
    expect(new History(sessionKeep('history', storage)).done).toEqual([]);
  });
});
