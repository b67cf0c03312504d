// Compiled validators for the files operators edit.
import type { ValidateFunction } from 'ajv';
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { createAjv, listBlockTypes, listOverlayTypes, listSchemaFiles, readSchema, schemaDir } from './schemas.ts';

export interface ProjectValidators {
  merchant: ValidateFunction;
  template: ValidateFunction;
  /** Props validator per block type. */
  blocks: Map<string, ValidateFunction>;
  /** Props validator per overlay type a template may declare. */
  overlays: Map<string, ValidateFunction>;
  /** Child block types each block type accepts (its schema's x-children). */
  children: Map<string, string[]>;
}

/** Compiled afresh on every call, so an edited schema takes effect in a running preview. */
export function projectValidators(root: string): ProjectValidators {
  const ajv = createAjv(root);
  const blocks = new Map<string, ValidateFunction>();
  const children = new Map<string, string[]>();
  for (const type of listBlockTypes(root)) {
    const id = `blocks/${type}.schema.json`;
    const validate = ajv.getSchema(id);
    if (!validate) throw new Error(`schema/${id} is missing`);
    blocks.set(type, validate);
    const allowed = readSchema(root, id)['x-children'];
    children.set(type, Array.isArray(allowed) ? allowed.map(String) : []);
  }
  const overlays = new Map<string, ValidateFunction>();
  for (const type of listOverlayTypes(root)) {
    const validate = ajv.getSchema(`overlays/${type}.schema.json`);
    if (!validate) throw new Error(`schema/overlays/${type}.schema.json is missing`);
    overlays.set(type, validate);
  }
  const get = (id: string) => {
    const validate = ajv.getSchema(id);
    if (!validate) throw new Error(`schema/${id} is missing`);
    return validate;
  };
  return { merchant: get('merchant.schema.json'), template: get('template.schema.json'), blocks, overlays, children };
}

/**
 * The validators of the schemas as they are now: compiled again only when a schema file changed, since
 * compiling is most of a reload's time and an edit to a merchant or template changes no schema. Roots
 * whose schemas read the same (copies of the project, a test's scratch folders) share one compile.
 */
const compiled = new Map<string, { stamp: string; validators: ProjectValidators }>();
const byContent = new Map<string, ProjectValidators>();
const KEPT_COMPILES = 4;
export function currentValidators(root: string): ProjectValidators {
  const dir = schemaDir(root);
  const files = listSchemaFiles(root);
  const stamp = files.map((rel) => `${rel}:${statSync(path.join(dir, rel)).mtimeMs}`).join('|');
  const known = compiled.get(root);
  if (known?.stamp === stamp) return known.validators;
  const hash = createHash('sha256');
  for (const rel of files)
    hash
      .update(`${rel}\0`)
      .update(readFileSync(path.join(dir, rel)))
      .update('\0');
  const content = hash.digest('hex');
  let validators = byContent.get(content);
  if (!validators) {
    validators = projectValidators(root);
    byContent.set(content, validators);
    // A preview whose operator edits schemas makes a new set at each edit: the oldest are let go.
    if (byContent.size > KEPT_COMPILES) byContent.delete(byContent.keys().next().value!);
  }
  compiled.set(root, { stamp, validators });
  return validators;
}
