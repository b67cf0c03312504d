// The schemas as the studio's forms need them: one self-contained schema per form (each $ref to another
// file or a definition written in place), so the browser resolves nothing. A schema that refers to itself
// (a block inside a block) keeps that $ref, which the forms never open.
import path from 'node:path';
import { listBlockTypes, listOverlayTypes, listSchemaFiles, readSchema, type JsonSchema } from '../../project/schemas.ts';

export interface StudioSchemas {
  merchant: JsonSchema;
  template: JsonSchema;
  blocks: Record<string, JsonSchema>;
  overlays: Record<string, JsonSchema>;
}

export function studioSchemas(root: string): StudioSchemas {
  const files = new Map(listSchemaFiles(root).map((rel) => [rel, readSchema(root, rel)]));
  const inline = (rel: string) => inlineRefs(files, rel);
  return {
    merchant: inline('merchant.schema.json'),
    template: inline('template.schema.json'),
    blocks: Object.fromEntries(listBlockTypes(root).map((type) => [type, inline(`blocks/${type}.schema.json`)])),
    overlays: Object.fromEntries(listOverlayTypes(root).map((type) => [type, inline(`overlays/${type}.schema.json`)])),
  };
}

/** The schema of a file with every $ref replaced by what it points at. */
export function inlineRefs(files: ReadonlyMap<string, JsonSchema>, rel: string): JsonSchema {
  const walk = (node: unknown, file: string, seen: readonly string[]): unknown => {
    if (Array.isArray(node)) return node.map((item) => walk(item, file, seen));
    if (!node || typeof node !== 'object') return node;
    const { $ref, ...rest } = node as Record<string, unknown>;
    if (typeof $ref === 'string') {
      const [target, pointer = ''] = $ref.split('#');
      const targetFile = target ? path.posix.join(path.posix.dirname(file), target) : file;
      const key = `${targetFile}#${pointer}`;
      const schema = files.get(targetFile);
      if (!schema || seen.includes(key)) return node;
      const found = pointer
        .split('/')
        .filter(Boolean)
        .reduce<unknown>((at, s) => (at as Record<string, unknown> | undefined)?.[s.replace(/~1/g, '/').replace(/~0/g, '~')], schema);
      if (found === undefined) return node;
      // Words beside the $ref (a property's title and description) say more than the target's.
      const { $id: _id, $schema: _schema, ...target_ } = walk(found, targetFile, [...seen, key]) as Record<string, unknown>;
      return { ...target_, ...(walk(rest, file, seen) as Record<string, unknown>) };
    }
    return Object.fromEntries(Object.entries(rest).map(([k, v]) => [k, walk(v, file, seen)]));
  };
  const schema = files.get(rel);
  if (!schema) throw new Error(`schema/${rel} is missing`);
  return walk(schema, rel, [`${rel}#`]) as JsonSchema;
}
