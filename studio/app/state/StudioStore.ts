// The studio's state: the project, the merchant and page being edited, the selection, and every action
// an operator takes, each recorded for undo and sent to the preview as a draft.
import { action, computed, makeObservable, observable, observableRef, observableShallow } from 'mobx';
import { inAction } from '../../../src/stores/inAction.ts';
import { studioApi, type CheckAnswer, type FileSummary, type ProjectAnswer, type StudioCheck, type StudioProblem } from './api.ts';
import { EditedFile } from './EditedFile.ts';
import { History, type HistoryKeep } from './History.ts';
import { pageTree, type Docs, type TemplateDoc, type TreeNode } from './pageEdits.ts';
import { localizeSchema, type SchemaTexts } from './schemaTexts.ts';
import { sameJson } from './values.ts';

export type Selection = { kind: 'block'; path: string[] } | { kind: 'overlay'; id: string } | { kind: 'section'; name: SectionName };

export const SECTIONS = ['theme', 'whitelabel', 'languages', 'announcements', 'banners', 'lanes', 'images', 'overlayCaps'] as const;
export type SectionName = (typeof SECTIONS)[number];

export class StudioStore {
  project: ProjectAnswer;
  merchantCode: string;
  page = 'home';
  selection: Selection | undefined = undefined;
  /** Every file opened, by its path. */
  files = new Map<string, EditedFile>();
  problems: StudioProblem[] = [];
  /** What wl validate's cross-document rules find in the files with the drafts. */
  checks: StudioCheck[] = [];
  /** A file changed on disk while it had unsaved changes here. */
  changedOnDisk = new Set<string>();
  readonly history: History;
  error: string | undefined = undefined;
  /** The merchant's images (the app's addresses), offered where a field names a file. */
  images: string[] = [];
  /** The schemas' titles and descriptions in the studio's language (none: as written, in English). */
  schemaTexts: SchemaTexts | undefined = undefined;

  /** `historyKeep`: where undo's history is kept across a reload of the page (none: this page's life only). */
  constructor(project: ProjectAnswer, merchantCode?: string, historyKeep?: HistoryKeep) {
    this.history = new History(historyKeep);
    this.project = project;
    this.problems = project.problems;
    this.checks = project.checks;
    const codes = project.files.filter((f) => f.kind === 'merchant').map((f) => f.name);
    this.merchantCode =
      merchantCode && codes.includes(merchantCode) ? merchantCode : codes.includes(project.defaultMerchant) ? project.defaultMerchant : codes[0];
    makeObservable<StudioStore, 'open'>(this, {
      project: observableRef,
      merchantCode: observable,
      page: observable,
      selection: observableRef,
      files: observableShallow,
      problems: observableRef,
      checks: observableRef,
      changedOnDisk: observableShallow,
      images: observableRef,
      schemaTexts: observableRef,
      schemas: computed,
      setSchemaTexts: action,
      error: observable,
      merchants: computed,
      merchantFile: computed,
      templateFile: computed,
      docs: computed,
      tree: computed,
      dirtyFiles: computed,
      select: action,
      chooseMerchant: action,
      setProblems: action,
      open: action,
      applyDocs: action,
      change: action,
      undo: action,
      redo: action,
    });
  }

  /** The project's schemas as the forms show them, in the studio's language. */
  get schemas(): ProjectAnswer['schemas'] {
    return localizeSchema(this.project.schemas, this.schemaTexts);
  }

  setSchemaTexts(texts: SchemaTexts | undefined): void {
    this.schemaTexts = texts;
  }

  get merchants(): FileSummary[] {
    return this.project.files.filter((f) => f.kind === 'merchant');
  }

  get merchantSummary(): FileSummary | undefined {
    return this.merchants.find((m) => m.name === this.merchantCode);
  }

  get merchantFile(): EditedFile | undefined {
    return this.files.get(`merchants/${this.merchantCode}.json`);
  }

  get templateFile(): EditedFile | undefined {
    const name = (this.merchantFile?.value as Docs['merchant'] | undefined)?.pages?.[this.page]?.template;
    return name ? this.files.get(`templates/${name}.json`) : undefined;
  }

  /** The merchant and its page's template, as the page's actions read and write them. */
  get docs(): Docs | undefined {
    const merchant = this.merchantFile?.value as Docs['merchant'] | undefined;
    const template = this.templateFile?.value as TemplateDoc | undefined;
    return merchant && template ? { merchant, template, page: this.page } : undefined;
  }

  get tree(): TreeNode[] {
    return this.docs ? pageTree(this.docs) : [];
  }

  /** The merchants whose page names a template (for "used by N merchants"). */
  templateUsers(name: string): string[] {
    return this.merchants.filter((m) => Object.values(m.templates ?? {}).includes(name)).map((m) => m.name);
  }

  get dirtyFiles(): EditedFile[] {
    return [...this.files.values()].filter((f) => f.dirty);
  }

  problemsOf(path: string): StudioProblem[] {
    return this.problems.filter((p) => p.file === path);
  }

  select(selection: Selection | undefined): void {
    this.selection = selection;
  }

  setProblems({ problems, checks }: CheckAnswer): void {
    // The same problems again (most drafts) change nothing on screen.
    if (!sameJson(problems, this.problems)) this.problems = problems;
    if (!sameJson(checks, this.checks)) this.checks = checks;
  }

  async chooseMerchant(code: string): Promise<void> {
    this.merchantCode = code;
    this.selection = undefined;
    await this.openCurrent();
  }

  /** Reads the merchant's images again (after an upload). */
  async loadImages(): Promise<void> {
    const code = this.merchantCode;
    const images = await studioApi.images(code);
    inAction('StudioStore.loadImages', () => {
      if (this.merchantCode === code) this.images = images;
    });
  }

  /** Opens the merchant's file and its page's template (with a kept draft, if any). */
  async openCurrent(): Promise<void> {
    void this.loadImages().catch(() => undefined);
    try {
      await this.open(`merchants/${this.merchantCode}.json`);
      const template = (this.merchantFile?.value as Docs['merchant'] | undefined)?.pages?.[this.page]?.template;
      if (template) await this.open(`templates/${template}.json`);
      inAction('StudioStore.openCurrent', () => {
        this.error = undefined;
        this.dropStaleHistory();
      });
    } catch (error) {
      inAction('StudioStore.openCurrent', () => (this.error = error instanceof Error ? error.message : String(error)));
    }
  }

  /**
   * A history kept from before a reload holds only while the files are as its latest step left them (the
   * drafts kept): after a save elsewhere, a discard or an edit on disk, undoing it would undo something else.
   */
  private dropStaleHistory(): void {
    const latest = this.history.done.at(-1);
    if (latest?.changes.some((c) => this.files.has(c.path) && !sameJson(this.files.get(c.path)!.value, c.after))) this.history.clear();
  }

  /** Reads files again, with their drafts, after the server made drafts of them (a release restored). */
  async reopen(paths: readonly string[]): Promise<void> {
    inAction('StudioStore.reopen', () => {
      for (const path of paths) this.files.delete(path);
    });
    await this.openCurrent();
  }

  private async open(path: string): Promise<void> {
    if (this.files.has(path)) return;
    const answer = await studioApi.file(path);
    inAction('StudioStore.open', () => {
      const draft = answer.draft;
      const file = new EditedFile(path, draft?.baseText ?? answer.text, draft?.value ?? JSON.parse(answer.text), (answer) => this.setProblems(answer));
      if (draft && draft.baseText !== answer.text) this.changedOnDisk.add(path);
      this.files.set(path, file);
    });
  }

  /** Applies new documents from a page action: each file that changed gets the new value, as one undo step. */
  applyDocs(next: Docs, label: string, mergeKey?: string): void {
    const docs = this.docs;
    if (!docs) return;
    const changes = [];
    if (next.merchant !== docs.merchant) changes.push({ path: this.merchantFile!.path, before: docs.merchant, after: next.merchant });
    if (next.template !== docs.template) changes.push({ path: this.templateFile!.path, before: docs.template, after: next.template });
    this.commit(label, changes, mergeKey);
  }

  /** Sets a whole file's value (a section's form), as one undo step. */
  change(path: string, value: unknown, label: string, mergeKey?: string): void {
    const file = this.files.get(path);
    if (!file || file.value === value) return;
    this.commit(label, [{ path, before: file.value, after: value }], mergeKey);
  }

  private commit(label: string, all: { path: string; before: unknown; after: unknown }[], mergeKey?: string): void {
    // A form that re-states what the file says (a default it shows) changes nothing, and is no step to undo.
    const changes = all.filter((c) => !sameJson(c.before, c.after));
    if (changes.length === 0) return;
    for (const c of changes) this.files.get(c.path)?.set(c.after);
    this.history.record({ label, changes, mergeKey });
  }

  /**
   * Drops every unsaved change (each file as it is on disk now), as one step that undo takes back: the
   * changes come back as drafts.
   */
  async discardAll(): Promise<void> {
    const dropped = this.dirtyFiles.map((file) => ({ file, before: file.value }));
    await Promise.all(dropped.map(({ file }) => file.discard()));
    const changes = dropped.map(({ file, before }) => ({ path: file.path, before, after: file.value })).filter((c) => !sameJson(c.before, c.after));
    if (changes.length > 0) inAction('StudioStore.discardAll', () => this.history.record({ label: 'discard', changes }));
  }

  undo(): void {
    const step = this.history.takeUndo();
    for (const c of step?.changes ?? []) this.files.get(c.path)?.set(c.before);
  }

  redo(): void {
    const step = this.history.takeRedo();
    for (const c of step?.changes ?? []) this.files.get(c.path)?.set(c.after);
  }

  /** Saves every changed file; false when one was refused or met a change made on disk. */
  async saveAll(): Promise<boolean> {
    let all = true;
    for (const file of this.dirtyFiles) {
      const saved = await file.save();
      if (saved) inAction('StudioStore.saveAll', () => this.changedOnDisk.delete(file.path));
      all &&= saved;
    }
    return all;
  }

  /** Sends again the drafts the server missed while it was away. */
  resendOffline(): void {
    for (const file of this.files.values()) if (file.status === 'offline') void file.sync();
  }

  /** A file changed on disk: taken at once when unchanged here, else the operator is told and chooses. */
  async diskChanged(): Promise<void> {
    for (const file of this.files.values()) {
      const answer = await studioApi.file(file.path);
      if (answer.text === file.baseText) continue;
      inAction('StudioStore.diskChanged', () => {
        if (!file.dirty) file.rebase(answer.text);
        else this.changedOnDisk.add(file.path);
      });
    }
  }

  /** Saves a file changed on disk meanwhile, with the given way of treating the other side's changes. */
  async saveOver(path: string, mode: 'merge' | 'overwrite'): Promise<void> {
    const saved = await this.files.get(path)?.save(mode);
    if (saved) inAction('StudioStore.saveOver', () => this.changedOnDisk.delete(path));
  }

  /** Takes the file as it is on disk now, dropping this side's changes to it. */
  async reloadFromDisk(path: string): Promise<void> {
    const file = this.files.get(path);
    if (!file) return;
    await file.discard();
    inAction('StudioStore.reloadFromDisk', () => {
      this.changedOnDisk.delete(path);
      this.history.clear();
    });
  }
}
