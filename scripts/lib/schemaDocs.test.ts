// Every property of every schema carries a title and a description: the schema editor shows the title
// as the field's label and the description as its help, and editors show both on hover.
import { joinPointer } from '../../project/problems.ts';
import { listSchemaFiles, readSchema, type JsonSchema } from '../../project/schemas.ts';
import { projectRoot } from './root.ts';

/** Keywords whose value is one schema, a list of schemas, or a map of names to schemas. */
const ONE = ['items', 'additionalItems', 'additionalProperties', 'contains', 'propertyNames', 'not', 'if', 'then', 'else'];
const LIST = ['items', 'allOf', 'anyOf', 'oneOf'];
const MAP = ['properties', 'patternProperties', 'definitions', '$defs', 'dependencies'];

const isSchema = (value: unknown): value is JsonSchema => !!value && typeof value === 'object' && !Array.isArray(value);

/** JSON pointers of the properties, at any depth, that lack a non-empty title or description. */
function undocumentedProperties(schema: JsonSchema): string[] {
  const missing: string[] = [];
  const visit = (node: unknown, pointer: string): void => {
    if (!isSchema(node)) return;
    for (const key of ONE) if (isSchema(node[key])) visit(node[key], joinPointer(pointer, key));
    for (const key of LIST) {
      const list = node[key];
      if (Array.isArray(list)) list.forEach((item, i) => visit(item, joinPointer(pointer, key, i)));
    }
    for (const key of MAP) {
      const map = node[key];
      if (!isSchema(map)) continue;
      for (const [name, child] of Object.entries(map)) {
        const at = joinPointer(pointer, key, name);
        if (key === 'properties') {
          const docs = isSchema(child) ? child : {};
          const lacks = (['title', 'description'] as const).filter((k) => typeof docs[k] !== 'string' || !(docs[k] as string).trim());
          if (lacks.length > 0) missing.push(`${at} (no ${lacks.join(', no ')})`);
        }
        visit(child, at);
      }
    }
  };
  visit(schema, '');
  return missing;
}

test('the check finds a property without a title or description, at any depth', () => {
  const schema = {
    title: 'Example',
    type: 'object',
    properties: {
      done: { type: 'string', title: 'Done', description: 'Documented.' },
      bare: { type: 'string' },
      list: {
        type: 'array',
        title: 'List',
        description: 'Documented.',
        items: { type: 'object', properties: { inner: { type: 'integer', title: ' ', description: 'Blank title.' } } },
      },
    },
    definitions: { entry: { type: 'object', properties: { deep: { $ref: '#', title: 'Deep' } } } },
  };
  expect(undocumentedProperties(schema)).toEqual([
    '/properties/bare (no title, no description)',
    '/properties/list/items/properties/inner (no title)',
    '/definitions/entry/properties/deep (no description)',
  ]);
});

test.each(listSchemaFiles(projectRoot))('every property of schema/%s has a title and a description', (rel) => {
  const missing = undocumentedProperties(readSchema(projectRoot, rel)).map((pointer) => `schema/${rel}#${pointer}`);
  expect(missing, `Properties to document in schema/${rel}`).toEqual([]);
});
