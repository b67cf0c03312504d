// What the cross-document rules look at: every merchant with the page templates it uses, resolved as the
// app resolves them (the merchant's order, disabled parts and prop overrides over the template), every
// template, and the images of each merchant's folder.
import { closeSync, existsSync, openSync, readdirSync, readFileSync, readSync } from 'node:fs';
import path from 'node:path';
import type { BlockInstance, MerchantFile, PageChoice, PageTemplate } from '../../src/config/types.generated.ts';
import type { JsonSource } from '../jsonSource.ts';
import { joinPointer } from '../problems.ts';
import { noteInput } from '../readInputs.ts';
import { DEFAULT_OVERLAY_PRIORITY } from '../../src/rules/overlayPacing.ts';

/** A block (nested ones too) or popup of a merchant's page, as the merchant shows it. */
export interface PagePart {
  id: string;
  kind: 'block' | 'overlay';
  type: string;
  /** The template's props with the merchant's overrides over them (overrides reach top-level parts only). */
  props: Record<string, unknown>;
  /** Where the part is declared in its template. */
  templatePointer: string;
  /** The merchant's overrides of this part, when it has some. */
  overridePointer?: string;
  /** Whether players ever see it: in the order (its parent's too) and not disabled. */
  shown: boolean;
  priority?: number;
}

export interface MerchantPage {
  name: string;
  choice: PageChoice;
  template: PageTemplate;
  parts: PagePart[];
}

export interface FleetMerchant {
  file: string;
  source: JsonSource;
  data: MerchantFile;
  /** The pages whose template is present and valid. */
  pages: MerchantPage[];
}

export interface FleetTemplate {
  file: string;
  source: JsonSource;
  data: PageTemplate;
}

export interface Fleet {
  root: string;
  merchants: FleetMerchant[];
  templates: FleetTemplate[];
  /**
   * The folder of a merchant's images, and the files in it (none when there is no folder): assets/<code>/
   * beside the merchant's file when there is one (a fleet kept outside the project), else the project's.
   */
  assetsOf(code: string): { dir: string; files: string[] };
  /** The codes of every merchant and of every folder in the project's merchants/assets/ (each served at /cdn/<code>/). */
  imageCodes(): string[];
  /** An image's bytes (its first `length` only, when given), as about to be written when it is being checked so. */
  readImage(file: string, length?: number): Buffer;
}

type Sourced<T> = { file: string; source: JsonSource; data: T };

/** `images`: bytes to read in place of a merchant's image on disk, by absolute path (an upload being checked). */
export function buildFleet(
  root: string,
  merchants: Sourced<MerchantFile>[],
  templates: Sourced<PageTemplate>[],
  images: ReadonlyMap<string, Buffer> = new Map(),
): Fleet {
  const byName = new Map(templates.map((t) => [t.data.name, t.data]));
  const folders = new Map<string, { dir: string; files: string[] }>();
  const besideFiles = new Map(merchants.map((m) => [m.data.merchantCode, path.join(path.dirname(m.file), 'assets', m.data.merchantCode)]));
  return {
    root,
    templates,
    merchants: merchants.map((m) => ({ ...m, pages: pagesOf(m.data, byName) })),
    assetsOf(code) {
      let folder = folders.get(code);
      if (!folder) {
        const beside = besideFiles.get(code);
        if (beside) noteInput(beside);
        const dir = beside && existsSync(beside) ? beside : path.join(root, 'merchants', 'assets', code);
        const staged = [...images.keys()].filter((file) => path.dirname(file) === dir).map((file) => path.basename(file));
        folder = { dir, files: [...new Set([...filesIn(dir), ...staged])].sort() };
        folders.set(code, folder);
      }
      return folder;
    },
    imageCodes() {
      const assets = path.join(root, 'merchants', 'assets');
      noteInput(assets);
      let folders: string[] = [];
      try {
        folders = readdirSync(assets, { withFileTypes: true })
          .filter((e) => e.isDirectory())
          .map((e) => e.name);
      } catch {
        // No image folder at all.
      }
      return [...new Set([...merchants.map((m) => m.data.merchantCode), ...folders])].sort();
    },
    readImage(file, length) {
      const staged = images.get(file);
      if (staged) return length === undefined ? staged : staged.subarray(0, length);
      noteInput(file);
      return length === undefined ? readFileSync(file) : readHead(file, length);
    },
  };
}

/** The first bytes of a file, where an image says its kind and size (a fleet has thousands of icons). */
function readHead(file: string, length: number): Buffer {
  const fd = openSync(file, 'r');
  try {
    const head = Buffer.alloc(length);
    return head.subarray(0, readSync(fd, head, 0, length, 0));
  } finally {
    closeSync(fd);
  }
}

function filesIn(dir: string): string[] {
  noteInput(dir);
  try {
    return readdirSync(dir, { withFileTypes: true })
      .filter((e) => e.isFile() && !e.name.startsWith('.'))
      .map((e) => e.name)
      .sort();
  } catch {
    return [];
  }
}

export function pagesOf(merchant: MerchantFile, templates: ReadonlyMap<string, PageTemplate>): MerchantPage[] {
  const pages: MerchantPage[] = [];
  for (const [name, choice] of Object.entries(merchant.pages) as [string, PageChoice][]) {
    const template = templates.get(choice.template);
    if (template) pages.push({ name, choice, template, parts: partsOf(name, template, choice) });
  }
  return pages;
}

/** Every part of a page, as the merchant's choice shows it. */
export function partsOf(page: string, template: PageTemplate, choice: PageChoice): PagePart[] {
  const parts: PagePart[] = [];
  const disabled = new Set(choice.disabled ?? []);
  const override = (id: string) => (choice.props?.[id] ? joinPointer('/pages', page, 'props', id) : undefined);
  const visit = (blocks: Record<string, BlockInstance>, order: readonly string[], base: string, parentShown: boolean, top: boolean) => {
    for (const [id, block] of Object.entries(blocks)) {
      const templatePointer = joinPointer(base, 'blocks', id);
      const shown = parentShown && order.includes(id) && !(top && disabled.has(id));
      const overridePointer = top ? override(id) : undefined;
      const props = { ...block.props, ...(top ? choice.props?.[id] : undefined) };
      parts.push({ id, kind: 'block', type: block.type, props, templatePointer, overridePointer, shown });
      if (block.blocks) visit(block.blocks, block.order ?? [], templatePointer, shown, false);
    }
  };
  visit(template.blocks, choice.order ?? template.order, '', true, true);
  for (const [id, overlay] of Object.entries(template.overlays ?? {})) {
    parts.push({
      id,
      kind: 'overlay',
      type: overlay.type,
      props: { ...overlay.props, ...choice.props?.[id] },
      templatePointer: joinPointer('/overlays', id),
      overridePointer: override(id),
      shown: !disabled.has(id),
      priority: overlay.priority ?? DEFAULT_OVERLAY_PRIORITY,
    });
  }
  return parts;
}
