// TypeScript types generated from the schemas with json-schema-to-typescript. One combined root is
// compiled so a schema referenced from several places is declared once.
import { compile, type JSONSchema } from 'json-schema-to-typescript';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { listBlockTypes, listOverlayTypes, listSchemaFiles, readSchema, schemaDir, type JsonSchema } from '../../project/schemas.ts';
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
  const byType = (kind: string, folder: string, types: string[]) => {
    const defaults = types.map((t) => [t, defaultsOf(readSchema(root, `${folder}/${t}.schema.json`))] as const);
    return [
      `/** Props of each ${kind} type as its component receives them: checked against its schema in schema/${folder}/, defaults filled in. */`,
      `export interface ${pascal(kind)}PropsByType {`,
      ...defaults.map(([t, values]) => `  '${t}': ${withDefaults(`${pascal(t)}Props`, Object.keys(values))};`),
      '}',
      '',
      `/** The defaults of each ${kind} type's props, as its schema declares them. */`,
      `export const ${kind.toUpperCase()}_DEFAULTS = {`,
      ...defaults.map(([t, values]) => `  '${t}': ${JSON.stringify(values)},`),
      '} as const;',
      '',
      `export const ${kind.toUpperCase()}_TYPES = [${types.map((t) => `'${t}'`).join(', ')}] as const;`,
    ].join('\n');
  };
  const flags = readSchema(root, 'config/whitelabel.schema.json');
  return [
    withoutRoot.trimEnd(),
    WITH_DEFAULTS,
    byType('block', 'blocks', listBlockTypes(root)),
    byType('overlay', 'overlays', listOverlayTypes(root)),
    flagDefaults(flags),
  ].join('\n\n');
}

const WITH_DEFAULTS = [
  "/** T with the properties K present: what the generated validators fill in from the schema's defaults. */",
  'export type WithDefaults<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: Exclude<T[P], undefined> };',
].join('\n');

const withDefaults = (type: string, keys: string[]) => (keys.length === 0 ? type : `WithDefaults<${type}, ${keys.map((k) => `'${k}'`).join(' | ')}>`);

/** The schema's own properties that declare a default (a `$ref` is followed within the same file). */
function defaultsOf(schema: JsonSchema, node: JsonSchema = schema): Record<string, unknown> {
  const target = typeof node.$ref === 'string' && node.$ref.startsWith('#/') ? (pointAt(schema, node.$ref.slice(1)) as JsonSchema) : node;
  const properties = (target.properties ?? {}) as Record<string, JsonSchema>;
  return Object.fromEntries(Object.entries(properties).flatMap(([key, property]) => ('default' in property ? [[key, property.default]] : [])));
}

function pointAt(schema: JsonSchema, pointer: string): unknown {
  return pointer
    .split('/')
    .slice(1)
    .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key.replace(/~1/g, '/').replace(/~0/g, '~')], schema);
}

/**
 * Each white-label flag's option defaults, from the flag schema: the browser's site-config check reads
 * flags only as objects, and a feature reads its flag's options through SiteStore.flagOptions.
 */
function flagDefaults(flags: JsonSchema): string {
  const entries = Object.entries((flags.properties ?? {}) as Record<string, JsonSchema>)
    .map(([code, flag]) => [code, defaultsOf(flags, flag)] as const)
    .filter(([, defaults]) => Object.keys(defaults).length > 0);
  return [
    '/** The option defaults of each white-label flag that has any, from schema/config/whitelabel.schema.json. */',
    `export const FLAG_DEFAULTS = {\n${entries.map(([code, defaults]) => `  ${code}: ${JSON.stringify(defaults)},`).join('\n')}\n} as const;`,
    '',
    '/** A flag with defaulted options, as SiteStore.flagOptions gives it. */',
    'export type FlagWithDefaults<K extends keyof typeof FLAG_DEFAULTS> = WithDefaults<NonNullable<WhitelabelFlags[K]>, keyof (typeof FLAG_DEFAULTS)[K] & keyof NonNullable<WhitelabelFlags[K]>>;',
    '',
  ].join('\n');
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
