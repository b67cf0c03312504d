// One place that knows where the schemas live and how to load them into ajv, for the CLI, the
// generators and the reference API alike.
import Ajv, { type Options } from 'ajv';
import addFormats from 'ajv-formats';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export type JsonSchema = Record<string, unknown>;

/**
 * Keywords of ours (and of the type generator) that ajv should accept but not check: a block's child
 * types, the type a property's schema is named by, and what the studio shows (a block's category and
 * presets, whether only a parent holds it, a number's unit, a field that names one of the merchant's files).
 */
const ANNOTATIONS = ['x-children', 'tsType', 'x-type-name', 'x-category', 'x-presets', 'x-child-only', 'x-unit', 'x-asset', 'x-error-code'];

export const schemaDir = (root: string) => path.join(root, 'schema');

/** Schema files relative to schema/, e.g. `answers/banner.schema.json`, sorted. */
export function listSchemaFiles(root: string): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(path.join(schemaDir(root), dir), { withFileTypes: true }).flatMap((entry) => {
      const rel = dir ? `${dir}/${entry.name}` : entry.name;
      if (entry.isDirectory()) return walk(rel);
      return entry.name.endsWith('.schema.json') ? [rel] : [];
    });
  return walk('').sort();
}

/** Block types, one per file in schema/blocks/. */
export const listBlockTypes = (root: string): string[] => listTypes(root, 'blocks');

/** Overlay types a template may declare, one per file in schema/overlays/. */
export const listOverlayTypes = (root: string): string[] => listTypes(root, 'overlays');

function listTypes(root: string, folder: 'blocks' | 'overlays'): string[] {
  return readdirSync(path.join(schemaDir(root), folder))
    .filter((f) => f.endsWith('.schema.json'))
    .map((f) => f.replace(/\.schema\.json$/, ''))
    .sort();
}

export function readSchema(root: string, rel: string): JsonSchema {
  return JSON.parse(readFileSync(path.join(schemaDir(root), rel), 'utf8')) as JsonSchema;
}

/**
 * An ajv instance holding every schema under its relative path, so `$ref`s resolve as they do in editors.
 * `transform` may rewrite each schema first (the browser's lighter site-config check does).
 */
export function createAjv(root: string, options: Options = {}, transform: (schema: JsonSchema) => JsonSchema = (s) => s): Ajv {
  const ajv = new Ajv({ allErrors: true, strict: true, allowUnionTypes: true, verbose: true, ...options });
  addFormats(ajv);
  for (const keyword of ANNOTATIONS) ajv.addKeyword(keyword);
  for (const rel of listSchemaFiles(root)) ajv.addSchema(transform(readSchema(root, rel)));
  return ajv;
}

/**
 * Keywords that only tighten what operators may write (the server already enforced them), and those that
 * only name or annotate (titles, TypeScript types, the draft): a checking function that embeds part of its
 * schema would otherwise carry them into the first load.
 */
const AUTHORING_ONLY = new Set([
  'pattern',
  'format',
  'minLength',
  'maxLength',
  'uniqueItems',
  'examples',
  'description',
  'default',
  'minItems',
  'title',
  'tsType',
  '$schema',
  '$comment',
]);

/**
 * The schema as the browser checks a server's answer: shapes, types and required fields, without the
 * authoring rules (patterns, lengths, closed objects) that validate already applied to the files.
 */
export function shapeOnly(schema: JsonSchema): JsonSchema {
  const strip = (value: unknown, parentKey?: string): unknown => {
    if (Array.isArray(value)) return value.map((v) => strip(v));
    if (!value || typeof value !== 'object') return value;
    const out: Record<string, unknown> = {};
    for (const [key, child] of Object.entries(value)) {
      // Inside "properties" the keys are property names, not keywords.
      if (parentKey !== 'properties' && parentKey !== 'definitions') {
        if (AUTHORING_ONLY.has(key)) continue;
        if (key === 'additionalProperties' && child === false) continue;
      }
      out[key] = strip(child, key);
    }
    return out;
  };
  return strip(schema) as JsonSchema;
}
