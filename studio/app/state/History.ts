// Undo and redo over every action of the studio, whichever file it changed: an entry is the values a
// file had before and after, so a reorder, a delete or a keystroke in a form undo alike. The history is
// kept across a reload of the page, as the drafts are.
import { action, makeObservable, observableShallow } from 'mobx';

export interface Step {
  label: string;
  changes: { path: string; before: unknown; after: unknown }[];
  /** Keystrokes into the same field within a moment merge into one step. */
  mergeKey?: string;
  at: number;
}

const MERGE_WITHIN_MS = 800;
/** The steps kept across a reload of the page, the latest ones (each holds whole documents). */
const KEPT_STEPS = 40;

/** Where a history is kept across a reload of the page (the tab's session storage). */
export interface HistoryKeep {
  load(): { done: Step[]; undone: Step[] } | undefined;
  save(steps: { done: Step[]; undone: Step[] }): void;
}

/** A history kept in the tab's session storage under `key`; one that cannot be read or written is left alone. */
export function sessionKeep(key: string, storage: Pick<Storage, 'getItem' | 'setItem'> = globalThis.sessionStorage): HistoryKeep {
  return {
    load() {
      try {
        const kept = JSON.parse(storage.getItem(key) ?? 'null') as { done?: unknown; undone?: unknown } | null;
        return kept && Array.isArray(kept.done) && Array.isArray(kept.undone) ? { done: kept.done as Step[], undone: kept.undone as Step[] } : undefined;
      } catch {
        return undefined;
      }
    },
    save(steps) {
      try {
        storage.setItem(key, JSON.stringify({ done: steps.done.slice(-KEPT_STEPS), undone: steps.undone.slice(-KEPT_STEPS) }));
      } catch {
        // Over the storage's room: the history stays for this page's life only.
      }
    },
  };
}

export class History {
  done: Step[] = [];
  undone: Step[] = [];

  constructor(private readonly keep?: HistoryKeep) {
    const kept = keep?.load();
    if (kept) {
      this.done = kept.done;
      this.undone = kept.undone;
    }
    makeObservable<History, 'keep'>(this, {
      done: observableShallow,
      undone: observableShallow,
      record: action,
      takeUndo: action,
      takeRedo: action,
      clear: action,
      keep: false,
    });
  }

  private kept(): void {
    this.keep?.save({ done: this.done, undone: this.undone });
  }

  record(step: Omit<Step, 'at'>, now = Date.now()): void {
    const last = this.done.at(-1);
    if (step.mergeKey && last?.mergeKey === step.mergeKey && now - last.at < MERGE_WITHIN_MS) {
      // Each file from its value before the first keystroke; a file only an earlier keystroke changed stays in the step.
      const merged = step.changes.map((c) => {
        const earlier = last.changes.find((l) => l.path === c.path);
        return earlier ? { ...c, before: earlier.before } : c;
      });
      const onlyEarlier = last.changes.filter((l) => !step.changes.some((c) => c.path === l.path));
      this.done[this.done.length - 1] = { ...step, changes: [...merged, ...onlyEarlier], at: now };
    } else {
      this.done.push({ ...step, at: now });
    }
    this.undone = [];
    this.kept();
  }

  takeUndo(): Step | undefined {
    const step = this.done.pop();
    if (step) this.undone.push(step);
    this.kept();
    return step;
  }

  takeRedo(): Step | undefined {
    const step = this.undone.pop();
    if (step) this.done.push(step);
    this.kept();
    return step;
  }

  clear(): void {
    this.done = [];
    this.undone = [];
    this.kept();
  }
}
