// Undo and redo over every action of the studio, whichever file it changed: an entry is the values a
// file had before and after, so a reorder, a delete or a keystroke in a form undo alike.
import { action, makeObservable, observableShallow } from 'mobx';

export interface Step {
  label: string;
  changes: { path: string; before: unknown; after: unknown }[];
  /** Keystrokes into the same field within a moment merge into one step. */
  mergeKey?: string;
  at: number;
}

const MERGE_WITHIN_MS = 800;

export class History {
  done: Step[] = [];
  undone: Step[] = [];

  constructor() {
    makeObservable(this, { done: observableShallow, undone: observableShallow, record: action, takeUndo: action, takeRedo: action, clear: action });
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
  }

  takeUndo(): Step | undefined {
    const step = this.done.pop();
    if (step) this.undone.push(step);
    return step;
  }

  takeRedo(): Step | undefined {
    const step = this.undone.pop();
    if (step) this.done.push(step);
    return step;
  }

  clear(): void {
    this.done = [];
    this.undone = [];
  }
}
