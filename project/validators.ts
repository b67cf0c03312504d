// Compiled validators for the files operators edit.
import type { ValidateFunction } from 'ajv';
import { statSync } from 'node:fs';
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
 * compiling is most of a reload's time and an edit to a merchant or template changes no schema.
 */
const compiled = new Map<string, { stamp: string; validators: ProjectValidators }>();
export function currentValidators(root: string): ProjectValidators {
  const dir = schemaDir(root);
  const stamp = listSchemaFiles(root)
    .map((rel) => `${rel}:${statSync(path.join(dir, rel)).mtimeMs}`)
    .join('|');
  const known = compiled.get(root);
  if (known?.stamp === stamp) return known.validators;
  const validators = projectValidators(root);
  compiled.set(root, { stamp, validators });
  return validators;
}
