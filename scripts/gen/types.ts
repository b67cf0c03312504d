// TypeScript types generated from the schemas with json-schema-to-typescript. One combined root is
// compiled so a schema referenced from several places is declared once.
import { compile, type JSONSchema } from 'json-schema-to-typescript';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { listBlockTypes, listOverlayTypes, listSchemaFiles, schemaDir, type JsonSchema } from '../../project/schemas.ts';
import { buildTemplateSchema } from './templateSchema.ts';

const BANNER = '/* Generated from schema/ by "npm run gen". Do not edit: edit the schemas and run it again. */';

function pascal(type: string): string {
  return type.replace(/(^|-)([a-z])/g, (_, __, c: string) => c.toUpperCase());
}

/** Keywords whose value is one schema, a list of schemas, or a map of names to schemas. */
const ONE_SCHEMA = ['items', 'additionalItems', 'additionalProperties', 'contains', 'propertyNames', 'not', 'if', 'then', 'else'];
const SCHEMA_LIST = ['items', 'allOf', 'anyOf', 'oneOf'];
const SCHEMA_MAP = ['properties', 'patternProperties', 'definitions', '$defs', 'dependencies'];

const isObject = (value: unknown): value is JsonSchema => !!value && typeof value === 'object' && !Array.isArray(value);
const pointerKey = (key: string | number) => String(key).replace(/~/g, '~0').replace(/\//g, '~1');

/**
 * A schema file as json-schema-to-typescript should see it. That tool names a type after any `title`, and
 * a property's title is an editor label, not a type name: each property loses its title, and one that
 * names its type says so with x-type-name. Words written beside a `$ref` would make the tool declare
 * the referenced type again under a numbered name, so the reference moves into an `allOf` of its own and
 * the description stays beside it, where it becomes the property's doc comment.
 */
function schemaForTypes(schema: JsonSchema): JsonSchema {
  const copy = structuredClone(schema);
  const visit = (node: JsonSchema, pointer: string): void => {
    for (const key of ONE_SCHEMA) if (isObject(node[key])) visit(node[key], `${pointer}/${key}`);
    for (const key of SCHEMA_LIST) {
      const list = node[key];
      if (Array.isArray(list)) list.forEach((item, i) => isObject(item) && visit(item, `${pointer}/${key}/${i}`));
    }
    for (const key of SCHEMA_MAP) {
      const map = node[key];
      if (!isObject(map)) continue;
      for (const [name, child] of Object.entries(map)) {
        if (!isObject(child)) continue;
        const at = `${pointer}/${key}/${pointerKey(name)}`;
        if (key === 'properties') map[name] = forProperty(child);
        visit(map[name] as JsonSchema, at);
      }
    }
  };
  const forProperty = (property: JsonSchema): JsonSchema => {
    const { title: _label, 'x-type-name': typeName, ...rest } = property;
    if (typeof typeName === 'string') return { title: typeName, ...rest };
    if (typeof rest.$ref !== 'string' || rest.description === undefined) return rest;
    const { description, ...reference } = rest;
    return { description, allOf: [reference] };
  };
  visit(copy, '');
  return copy;
}

async function renderTypes(root: string): Promise<string> {
  const properties: Record<string, { $ref: string }> = {};
  for (const rel of listSchemaFiles(root)) properties[rel] = { $ref: `./${rel}` };
  const combined: JSONSchema = { title: 'AllSchemas', type: 'object', additionalProperties: false, required: Object.keys(properties), properties };
  const dir = schemaDir(root);
  const ts = await compile(combined, 'AllSchemas', {
    cwd: dir,
    bannerComment: BANNER,
    additionalProperties: false,
    style: { singleQuote: true, printWidth: 120 },
    // The schema files are read through schemaForTypes.
    $refOptions: {
      resolve: {
        file: {
          read: ({ url }: { url: string }) => {
            const file = url.startsWith('file:') ? fileURLToPath(url) : decodeURI(url);
            const rel = path.relative(dir, file).split(path.sep).join('/');
            const text = readFileSync(file, 'utf8');
            return rel.startsWith('../') ? text : JSON.stringify(schemaForTypes(JSON.parse(text) as JsonSchema));
          },
        },
      },
    },
  });
  // The root becomes the map from each schema's $id (its path in schema/) to its type, by which routes
  // name the types of their query, body and answer.
  const withoutRoot = ts.replace(
    /export interface AllSchemas \{/,
    '/** The type of each schema, by its $id (its path in schema/). */\nexport interface SchemaTypes {',
  );
  const byType = (kind: string, folder: string, types: string[]) =>
    [
      `/** Props of each ${kind} type, as its schema in schema/${folder}/ describes them. */`,
      `export interface ${pascal(kind)}PropsByType {`,
      ...types.map((t) => `  '${t}': ${pascal(t)}Props;`),
      '}',
      '',
      `export const ${kind.toUpperCase()}_TYPES = [${types.map((t) => `'${t}'`).join(', ')}] as const;`,
    ].join('\n');
  return `${withoutRoot.trimEnd()}\n\n${byType('block', 'blocks', listBlockTypes(root))}\n\n${byType('overlay', 'overlays', listOverlayTypes(root))}\n`;
}

/** Writes the template schema and the types; with check, writes nothing and returns the stale files. */
export async function generateTypes({ check, root = process.cwd() }: { check: boolean; root?: string }): Promise<string[]> {
  const outputs: [string, string][] = [[path.join(schemaDir(root), 'template.schema.json'), `${JSON.stringify(buildTemplateSchema(root), null, 2)}\n`]];
  if (check) {
    // The types are rendered from the committed template schema, so it must be current first.
    const stale = outputs.filter(([file, text]) => read(file) !== text).map(([file]) => path.relative(root, file));
    if (stale.length > 0) return stale;
  } else {
    for (const [file, text] of outputs) writeIfChanged(file, text);
  }
  const typesFile = path.join(root, 'src/config/types.generated.ts');
  const text = await renderTypes(root);
  if (check) return read(typesFile) === text ? [] : [path.relative(root, typesFile)];
  writeIfChanged(typesFile, text);
  return [];
}

function read(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}

export function writeIfChanged(file: string, text: string): void {
  if (read(file) !== text) writeFileSync(file, text);
}
