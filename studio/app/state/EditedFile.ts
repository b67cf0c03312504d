// One merchant or template file as the operator edits it: the text it was opened from and the value it
// has now. Every change is sent as a draft at once (the preview serves it); only the latest value waits
// while a draft is on its way, so the preview never falls behind nor goes back.
import { action, computed, makeObservable, observable, observableRef } from 'mobx';
import { inAction } from '../../../src/stores/inAction.ts';
import { studioApi, type CheckAnswer, type Conflict, type StudioProblem } from './api.ts';
import { sameJson } from './values.ts';

export type FileStatus = 'clean' | 'draft' | 'saving' | 'saved' | 'conflict' | 'invalid' | 'offline';

export class EditedFile {
  baseText: string;
  base: unknown;
  value: unknown;
  status: FileStatus;
  conflict?: { conflict: Conflict; conflicts?: { pointer: string; mine: unknown; theirs: unknown }[] };
  /** Problems a save was refused for. */
  refused: StudioProblem[] = [];
  private sending: Promise<void> | undefined;
  private queued = false;

  constructor(
    readonly path: string,
    baseText: string,
    value: unknown,
    private readonly onProblems: (answer: CheckAnswer) => void,
  ) {
    this.baseText = baseText;
    this.base = JSON.parse(baseText) as unknown;
    this.value = value;
    this.status = sameJson(this.base, value) ? 'clean' : 'draft';
    makeObservable<EditedFile, 'sendDraft'>(this, {
      baseText: observable,
      base: observableRef,
      value: observableRef,
      status: observable,
      conflict: observableRef,
      refused: observableRef,
      dirty: computed,
      set: action,
      rebase: action,
      dismissConflict: action,
      sendDraft: action,
    });
  }

  get dirty(): boolean {
    return !sameJson(this.base, this.value);
  }

  set(value: unknown): void {
    this.value = value;
    this.status = this.dirty ? 'draft' : 'clean';
    this.refused = [];
    this.sync();
  }

  /** Sends the latest value as a draft; at most one on its way, then the latest again. */
  sync(): Promise<void> {
    if (this.sending) {
      this.queued = true;
      return this.sending;
    }
    this.sending = this.sendDraft().finally(() => {
      this.sending = undefined;
      if (this.queued) {
        this.queued = false;
        void this.sync();
      }
    });
    return this.sending;
  }

  /** Resolves once every change made so far has reached the server. */
  async settled(): Promise<void> {
    while (this.sending) await this.sending;
  }

  private async sendDraft(): Promise<void> {
    try {
      this.onProblems(await studioApi.draft(this.path, this.baseText, this.value));
      inAction('EditedFile.sendDraft', () => {
        if (this.status === 'offline') this.status = this.dirty ? 'draft' : 'clean';
      });
    } catch {
      // The server is gone (stopped, restarting): the value stays here, and goes again on the next change or retry.
      inAction('EditedFile.sendDraft', () => (this.status = 'offline'));
    }
  }

  /** The file as it is on disk now becomes what the operator's changes are made to. */
  rebase(text: string, value?: unknown): void {
    this.baseText = text;
    this.base = JSON.parse(text) as unknown;
    this.value = value === undefined ? this.base : value;
    this.conflict = undefined;
    this.refused = [];
    this.status = this.dirty ? 'draft' : 'clean';
  }

  /** Saves the latest value; false when the server refused it, met a change on disk or could not be reached. */
  async save(mode?: 'merge' | 'overwrite'): Promise<boolean> {
    await this.settled();
    inAction('EditedFile.save', () => (this.status = 'saving'));
    const sent = this.value;
    let answer: Awaited<ReturnType<typeof studioApi.save>>;
    try {
      answer = await studioApi.save(this.path, this.baseText, sent, mode);
    } catch {
      // The server is gone: nothing was written, the value stays here and goes again when it is back.
      inAction('EditedFile.save', () => (this.status = 'offline'));
      return false;
    }
    return inAction('EditedFile.save', () => {
      if (answer.status === 'saved') {
        // What was written is the file now (a merge holds the other side's changes too). A change made
        // while the save was on its way stays a change, sent again as a draft of the new text: its first
        // draft was of the old one, and the save cleared the server's draft.
        const newer = this.value === sent ? undefined : this.value;
        this.rebase(answer.text, newer);
        if (newer === undefined) this.status = 'saved';
        else void this.sync();
        return true;
      }
      if (answer.status === 'conflict') {
        this.conflict = { conflict: answer.conflict, conflicts: answer.conflicts };
        this.status = 'conflict';
      } else {
        this.refused = answer.problems;
        this.status = 'invalid';
      }
      return false;
    });
  }

  /** Closes the conflict without choosing: saving asks again. */
  dismissConflict(): void {
    this.conflict = undefined;
    this.status = 'draft';
  }

  /** Drops the operator's changes: the file as it is on disk. */
  async discard(): Promise<void> {
    const file = await studioApi.file(this.path);
    this.onProblems(await studioApi.discard(this.path));
    inAction('EditedFile.discard', () => this.rebase(file.text));
  }
}
