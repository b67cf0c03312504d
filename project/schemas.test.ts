import path from 'node:path';
import { projectRoot } from '../scripts/lib/root.ts';
import { listSchemaFiles, readSchema, shapeOnly } from './schemas.ts';

test("the browser's shape-only schema keeps shapes, types and required fields, and drops authoring rules and annotations", () => {
  const schema = {
    $schema: 'http://json-schema.org/draft-07/schema#',
    $id: 'promotion.schema.json',
    title: 'Promotion',
    type: 'object',
    required: ['title'],
    additionalProperties: false,
    properties: {
      // A property named like a keyword stays: inside "properties" keys are names.
      title: { type: 'string', title: 'Title', minLength: 1, description: 'Shown on the card' },
      code: { type: 'string', pattern: '^[A-Z]+$', tsType: 'PromotionCode' },
      kind: { enum: ['a', 'b'], default: 'a' },
    },
  };
  expect(shapeOnly(schema)).toEqual({
    $id: 'promotion.schema.json',
    type: 'object',
    required: ['title'],
    properties: {
      title: { type: 'string' },
      code: { type: 'string' },
      kind: { enum: ['a', 'b'] },
    },
  });
});

describe('schema folders: what operators write apart from what the API sends', () => {
  // An operator's document starts at one of these; every schema it reaches is part of what operators write.
  const OPERATOR_ROOTS = ['merchant.schema.json', 'template.schema.json'];
  const OPERATOR_FOLDERS = ['blocks', 'overlays', 'config', 'content'];
  const WIRE_FOLDERS = ['answers', 'requests'];

  const files = listSchemaFiles(projectRoot);
  const refsOf = (rel: string): string[] => {
    const found: string[] = [];
    const walk = (node: unknown): void => {
      if (Array.isArray(node)) node.forEach(walk);
      else if (node && typeof node === 'object') {
        for (const [key, value] of Object.entries(node)) {
          if (key === '$ref' && typeof value === 'string' && !value.startsWith('#')) found.push(path.posix.join(path.posix.dirname(rel), value.split('#')[0]));
          else walk(value);
        }
      }
    };
    walk(readSchema(projectRoot, rel));
    return found;
  };
  const reached = new Set<string>();
  const visit = (rel: string) => {
    if (reached.has(rel)) return;
    reached.add(rel);
    for (const next of refsOf(rel)) visit(next);
  };
  for (const rel of files) if (OPERATOR_ROOTS.includes(rel) || OPERATOR_FOLDERS.includes(rel.split('/')[0])) visit(rel);
  const folder = (rel: string) => rel.split('/')[0];

  test('every schema in an operator folder is part of a merchant file or a template', () => {
    const roots = new Set<string>();
    const fromDocuments = (rel: string) => {
      if (roots.has(rel)) return;
      roots.add(rel);
      for (const next of refsOf(rel)) fromDocuments(next);
    };
    for (const rel of OPERATOR_ROOTS) fromDocuments(rel);
    for (const rel of files) if (['blocks', 'overlays'].includes(folder(rel))) fromDocuments(rel);
    expect(files.filter((rel) => OPERATOR_FOLDERS.includes(folder(rel)) && !roots.has(rel))).toEqual([]);
  });

  test('no schema an operator writes reaches into the wire folders, and the wire folders hold nothing else', () => {
    expect([...reached].filter((rel) => WIRE_FOLDERS.includes(folder(rel)))).toEqual([]);
    expect(files.filter((rel) => rel.includes('/') && ![...OPERATOR_FOLDERS, ...WIRE_FOLDERS].includes(folder(rel)))).toEqual([]);
  });
});
