// TypeScript types generated from the schemas with json-schema-to-typescript. One combined root is
// compiled so a schema referenced from several places is declared once.
import { compile, type JSONSchema } from 'json-schema-to-typescript';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { listBlockTypes, listOverlayTypes, listSchemaFiles, schemaDir } from '../lib/schemas.ts';
import { buildTemplateSchema } from './templateSchema.ts';

const BANNER = '/* Generated from schema/ by "npm run gen". Do not edit: edit the schemas and run it again. */';

function pascal(type: string): string {
  return type.replace(/(^|-)([a-z])/g, (_, __, c: string) => c.toUpperCase());
}

async function renderTypes(root: string): Promise<string> {
  const properties: Record<string, { $ref: string }> = {};
  for (const rel of listSchemaFiles(root)) properties[rel] = { $ref: `./${rel}` };
  const combined: JSONSchema = { title: 'AllSchemas', type: 'object', additionalProperties: false, properties };
  const ts = await compile(combined, 'AllSchemas', {
    cwd: schemaDir(root),
    bannerComment: BANNER,
    additionalProperties: false,
    style: { singleQuote: true, printWidth: 120 },
  });
  const withoutRoot = ts.replace(/export interface AllSchemas \{[\s\S]*?\n\}\n/, '');
  const byType = (kind: string, folder: string, types: string[]) => [
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
  const outputs: [string, string][] = [
    [path.join(schemaDir(root), 'template.schema.json'), `${JSON.stringify(buildTemplateSchema(root), null, 2)}\n`],
  ];
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
