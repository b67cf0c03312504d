// The template schema is assembled from the block schemas, so adding a block file is enough for an
// operator's editor to offer the new type and autocomplete its props.
import { listBlockTypes, type JsonSchema } from '../lib/schemas.ts';

export function buildTemplateSchema(root: string): JsonSchema {
  const types = listBlockTypes(root);
  return {
    $schema: 'http://json-schema.org/draft-07/schema#',
    $id: 'template.schema.json',
    title: 'PageTemplate',
    description: 'A page template: block instances keyed by a stable id, rendered in the order of `order`. Generated from schema/blocks/ by "npm run gen".',
    type: 'object',
    required: ['name', 'page', 'blocks', 'order'],
    additionalProperties: false,
    properties: {
      $schema: { type: 'string' },
      name: { type: 'string', pattern: '^[a-z0-9-]+$', description: 'The file name without .json' },
      page: { enum: ['home'], description: 'The page this template lays out' },
      description: { type: 'string' },
      blocks: { type: 'object', additionalProperties: { $ref: '#/definitions/BlockInstance' } },
      order: { type: 'array', uniqueItems: true, items: { type: 'string' } },
    },
    definitions: {
      BlockType: { title: 'BlockType', enum: types },
      BlockInstance: {
        title: 'BlockInstance',
        type: 'object',
        required: ['type'],
        additionalProperties: false,
        properties: {
          type: { $ref: '#/definitions/BlockType' },
          props: { type: 'object', additionalProperties: true },
          blocks: { type: 'object', additionalProperties: { $ref: '#/definitions/BlockInstance' } },
          order: { type: 'array', uniqueItems: true, items: { type: 'string' } },
        },
        allOf: types.map((type) => ({
          if: { properties: { type: { const: type } }, required: ['type'] },
          then: { properties: { props: { $ref: `blocks/${type}.schema.json` } } },
        })),
      },
    },
  };
}
