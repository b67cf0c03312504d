// Unsaved edits, kept on disk as they are made, so a crash of the browser or of the studio loses none:
// each is the text the operator started from and the value they have now, until saved or discarded.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { writeAtomically } from './projectFiles.ts';

export interface Draft {
  /** The file's text when the operator opened it. */
  baseText: string;
  /** The document as the operator has it now. */
  value: unknown;
  /** baseText with the smallest edits that make it value: what the preview serves. */
  text: string;
  updatedAt: string;
}

export class DraftStore {
  private readonly drafts = new Map<string, Draft>();
  private readonly file: string;

  constructor(
    private readonly root: string,
    dataDir = path.join(root, '.data', 'studio'),
  ) {
    this.file = path.join(dataDir, 'drafts.json');
    if (existsSync(this.file)) {
      try {
        const saved = JSON.parse(readFileSync(this.file, 'utf8')) as Record<string, Draft>;
        for (const [rel, draft] of Object.entries(saved)) this.drafts.set(rel, draft);
      } catch (error) {
        // A damaged store is set aside, not overwritten: its drafts may still be read by hand.
        console.error(
          `Studio: the drafts in ${path.relative(root, this.file)} could not be read (${error instanceof Error ? error.message : String(error)}); they are left there`,
        );
        this.file = `${this.file}.${Date.now()}.json`;
      }
    }
  }

  get(rel: string): Draft | undefined {
    return this.drafts.get(rel);
  }

  set(rel: string, draft: Omit<Draft, 'updatedAt'>): void {
    this.drafts.set(rel, { ...draft, updatedAt: new Date().toISOString() });
    this.persist();
  }

  delete(rel: string): void {
    if (this.drafts.delete(rel)) this.persist();
  }

  list(): string[] {
    return [...this.drafts.keys()];
  }

  /** The drafts' texts by absolute path, served in place of the files. */
  texts(): Map<string, string> {
    return new Map([...this.drafts].map(([rel, draft]) => [path.join(this.root, rel), draft.text]));
  }

  private persist(): void {
    writeAtomically(this.file, `${JSON.stringify(Object.fromEntries(this.drafts), null, 1)}\n`);
  }
}
