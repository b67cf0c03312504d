import { studioApi, type CheckAnswer, type SaveAnswer, type StudioProblem } from './api.ts';
import { EditedFile } from './EditedFile.ts';

// The server is the one boundary: every call is a mock the test answers, now or when it says.
vi.mock('./api.ts', () => ({ studioApi: { draft: vi.fn(), save: vi.fn(), file: vi.fn(), discard: vi.fn() } }));
const api = vi.mocked(studioApi);

/** A promise the test settles when it chooses: how a call is kept "on its way". */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((res) => (resolve = res));
  return { promise, resolve };
}

/** A call kept on its way: `asked` resolves when it is made, `answer` settles it. */
function held<T>() {
  const asked = deferred<void>();
  const answer = deferred<T>();
  const call = () => {
    asked.resolve();
    return answer.promise;
  };
  return { asked: asked.promise, answer, call };
}

const PATH = 'merchants/alpha.json';
const BASE = '{"name":"Alpha","color":"red"}';
const noProblems: CheckAnswer = { problems: [], checks: [] };
const problem: StudioProblem = { file: PATH, line: 1, column: 20, pointer: '/color', message: 'not a color', text: `${PATH}:1:20 not a color` };
const open = (onProblems = vi.fn()) => new EditedFile(PATH, BASE, JSON.parse(BASE), onProblems);
const colored = (color: string) => ({ name: 'Alpha', color });
/** The values the drafts carried, in order. */
const draftValues = () => api.draft.mock.calls.map(([, , value]) => value);

beforeEach(() => {
  vi.resetAllMocks();
  api.draft.mockResolvedValue(noProblems);
});

describe('drafts', () => {
  it('sends a change as a draft at once, on the text it was opened from, and passes its problems on', async () => {
    const onProblems = vi.fn();
    const file = open(onProblems);
    file.set(colored('blue'));
    expect(api.draft).toHaveBeenCalledExactlyOnceWith(PATH, BASE, colored('blue'));
    expect(file.status).toBe('draft');
    await file.settled();
    expect(onProblems).toHaveBeenCalledWith(noProblems);
  });

  it('sends only the latest of the changes made while a draft is on its way, after it', async () => {
    const first = held<CheckAnswer>();
    api.draft.mockImplementationOnce(first.call);
    const file = open();
    file.set(colored('blue'));
    file.set(colored('green'));
    file.set(colored('black'));
    // The preview never goes back: nothing more leaves before the first draft is answered.
    expect(api.draft).toHaveBeenCalledTimes(1);
    first.answer.resolve(noProblems);
    await file.settled();
    expect(draftValues()).toEqual([colored('blue'), colored('black')]);
  });

  it('settles only once every change has reached the server', async () => {
    const first = held<CheckAnswer>();
    const second = held<CheckAnswer>();
    api.draft.mockImplementationOnce(first.call).mockImplementationOnce(second.call);
    const file = open();
    file.set(colored('blue'));
    file.set(colored('green'));
    let settled = false;
    const settling = file.settled().then(() => (settled = true));
    first.answer.resolve(noProblems);
    // The queued draft leaves once the first is answered: that call is the signal to look.
    await second.asked;
    // A macrotask's turn lets every resolved promise run on: a settled() that stopped early would be done by now.
    await new Promise((resolve) => setImmediate(resolve));
    expect(settled).toBe(false);
    second.answer.resolve(noProblems);
    await settling;
    expect(settled).toBe(true);
  });

  it('goes offline when a draft cannot reach the server, keeping the value', async () => {
    api.draft.mockRejectedValueOnce(new TypeError('fetch failed'));
    const file = open();
    file.set(colored('blue'));
    await file.settled();
    expect(file.status).toBe('offline');
    expect(file.value).toEqual(colored('blue'));
    expect(file.dirty).toBe(true);
  });

  it.each([
    ['draft', colored('blue')],
    ['clean', colored('red')],
  ])('comes back as %s with the next draft that reaches the server', async (status, value) => {
    api.draft.mockRejectedValueOnce(new TypeError('fetch failed'));
    const file = open();
    file.set(value);
    await file.settled();
    expect(file.status).toBe('offline');
    // As StudioStore.resendOffline does when the server is back.
    await file.sync();
    expect(file.status).toBe(status);
    expect(draftValues().at(-1)).toEqual(value);
  });

  it('is clean when the value is set back to what the file says', () => {
    const file = open();
    file.set(colored('blue'));
    file.set(colored('red'));
    expect(file.dirty).toBe(false);
    expect(file.status).toBe('clean');
  });
});

describe('save', () => {
  it('waits for the drafts on their way, then sends the latest value', async () => {
    const first = held<CheckAnswer>();
    const second = held<CheckAnswer>();
    api.draft.mockImplementationOnce(first.call).mockImplementationOnce(second.call);
    api.save.mockResolvedValue({ status: 'saved', text: '{"name":"Alpha","color":"black"}', written: true });
    const file = open();
    file.set(colored('blue'));
    file.set(colored('black'));
    const saving = file.save();
    expect(api.save).not.toHaveBeenCalled();
    first.answer.resolve(noProblems);
    // The queued draft is on its way now: the save still waits for it.
    await second.asked;
    expect(api.save).not.toHaveBeenCalled();
    second.answer.resolve(noProblems);
    expect(await saving).toBe(true);
    expect(draftValues()).toEqual([colored('blue'), colored('black')]);
    expect(api.save).toHaveBeenCalledExactlyOnceWith(PATH, BASE, colored('black'), undefined);
  });

  it("rebases onto the server's text when saved", async () => {
    // A merge brings the other side's changes: the file is what the server wrote, not what was sent.
    const written = '{"name":"Alpha","color":"blue","title":"theirs"}';
    api.save.mockResolvedValue({ status: 'saved', text: written, written: true });
    const file = open();
    file.set(colored('blue'));
    expect(await file.save('merge')).toBe(true);
    expect(api.save).toHaveBeenCalledWith(PATH, BASE, colored('blue'), 'merge');
    expect(file.baseText).toBe(written);
    expect(file.value).toEqual(JSON.parse(written));
    expect(file.dirty).toBe(false);
    expect(file.status).toBe('saved');
  });

  it('keeps a change made while the save was on its way as a change', async () => {
    const save = held<SaveAnswer>();
    api.save.mockImplementationOnce(save.call);
    const file = open();
    file.set(colored('blue'));
    const saving = file.save();
    await save.asked;
    expect(file.status).toBe('saving');
    file.set(colored('green'));
    save.answer.resolve({ status: 'saved', text: '{"name":"Alpha","color":"blue"}', written: true });
    expect(await saving).toBe(true);
    expect(file.baseText).toBe('{"name":"Alpha","color":"blue"}');
    expect(file.value).toEqual(colored('green'));
    expect(file.dirty).toBe(true);
  });

  it('sends a change made while the save was on its way again as a draft on the saved text', async () => {
    // Its first draft left on the old text, and the server's save deletes the file's draft.
    const save = held<SaveAnswer>();
    api.save.mockImplementationOnce(save.call);
    const file = open();
    file.set(colored('blue'));
    const saving = file.save();
    await save.asked;
    file.set(colored('green'));
    await file.settled();
    const saved = '{"name":"Alpha","color":"blue"}';
    save.answer.resolve({ status: 'saved', text: saved, written: true });
    await saving;
    await file.settled();
    expect(api.draft).toHaveBeenLastCalledWith(PATH, saved, colored('green'));
    expect(file.status).toBe('draft');
  });

  it('holds a conflict until it is dismissed, which leaves the change a draft', async () => {
    const conflict = { text: '{"name":"Theirs"}', value: { name: 'Theirs' }, changes: ['/name'] };
    const conflicts = [{ pointer: '/color', mine: 'blue', theirs: 'green' }];
    api.save.mockResolvedValue({ status: 'conflict', conflict, conflicts });
    const file = open();
    file.set(colored('blue'));
    expect(await file.save()).toBe(false);
    expect(file.status).toBe('conflict');
    expect(file.conflict).toEqual({ conflict, conflicts });
    file.dismissConflict();
    expect(file.conflict).toBeUndefined();
    expect(file.status).toBe('draft');
    expect(file.value).toEqual(colored('blue'));
  });

  it('keeps the problems a save was refused for until the next change', async () => {
    api.save.mockResolvedValue({ status: 'invalid', problems: [problem] });
    const file = open();
    file.set(colored('nope'));
    expect(await file.save()).toBe(false);
    expect(file.status).toBe('invalid');
    expect(file.refused).toEqual([problem]);
    file.set(colored('blue'));
    expect(file.refused).toEqual([]);
    expect(file.status).toBe('draft');
  });

  it('goes offline, not "saving" for ever, when a save cannot reach the server, and drafts again once it is back', async () => {
    api.save.mockRejectedValue(new TypeError('Failed to fetch'));
    const file = open();
    file.set(colored('blue'));
    expect(await file.save()).toBe(false);
    expect(file.status).toBe('offline');
    expect(file.value).toEqual(colored('blue'));
    await file.sync();
    expect(api.draft).toHaveBeenLastCalledWith(PATH, BASE, colored('blue'));
    expect(file.status).toBe('draft');
  });
});

describe('disk', () => {
  it('discards the changes: the file as it is on disk, and the problems without the draft', async () => {
    const disk = '{"name":"Alpha","color":"white"}';
    api.file.mockResolvedValue({ path: PATH, text: disk });
    api.discard.mockResolvedValue({ problems: [], checks: [] });
    const onProblems = vi.fn();
    const file = open(onProblems);
    file.set(colored('blue'));
    await file.discard();
    expect(api.discard).toHaveBeenCalledWith(PATH);
    expect(onProblems).toHaveBeenLastCalledWith({ problems: [], checks: [] });
    expect(file.baseText).toBe(disk);
    expect(file.value).toEqual(colored('white'));
    expect(file.status).toBe('clean');
  });

  it('rebases onto a new text, keeping a value given (still a change), and drops a conflict', async () => {
    api.save.mockResolvedValue({ status: 'conflict', conflict: { text: '{}', value: {}, changes: [] } });
    const file = open();
    file.set(colored('blue'));
    await file.save();
    file.rebase('{"name":"Alpha","color":"green"}', colored('blue'));
    expect(file.base).toEqual(colored('green'));
    expect(file.value).toEqual(colored('blue'));
    expect(file.conflict).toBeUndefined();
    expect(file.status).toBe('draft');
    file.rebase('{"name":"Alpha","color":"green"}');
    expect(file.value).toEqual(colored('green'));
    expect(file.status).toBe('clean');
  });
});
