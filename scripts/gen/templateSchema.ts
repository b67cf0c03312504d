// The template schema is assembled from the block and overlay schemas, so adding a block or overlay file
// is enough for an operator's editor to offer the new type and autocomplete its props.
import { listBlockTypes, listOverlayTypes, type JsonSchema } from '../lib/schemas.ts';

export function buildTemplateSchema(root: string): JsonSchema {
  const types = listBlockTypes(root);
  const overlayTypes = listOverlayTypes(root);
  return {
    $schema: 'http://json-schema.org/draft-07/schema#',
    $id: 'template.schema.json',
    title: 'PageTemplate',
    description: 'A page template: block instances keyed by a stable id, rendered in the order of `order`, and the page\'s overlays. Generated from schema/blocks/ and schema/overlays/ by "npm run gen".',
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
      overlays: {
        type: 'object',
        description: 'Popups of the page, keyed by a stable id (not shared with a block). Each shows when its own rule allows, one at a time, the highest priority first.',
        additionalProperties: { $ref: '#/definitions/OverlayInstance' },
      },
      overlayCaps: { $ref: '#/definitions/TemplateOverlayCaps' },
    },
    definitions: {
      TemplateOverlayCaps: {
        title: 'TemplateOverlayCaps',
        type: 'object',
        description: 'How often the page\'s popups may interrupt the player. The popups the product opens to ask for an answer (an alert, the login prompt, two-factor) are never capped.',
        additionalProperties: false,
        properties: {
          perPageView: { type: 'integer', minimum: 0, maximum: 20, default: 2, description: 'Popups shown at most in one visit of the page' },
          perSession: { type: 'integer', minimum: 0, maximum: 100, default: 4, description: 'Popups shown at most in one browser session, all visits together; at least perPageView' },
        },
      },
      BlockType: { title: 'BlockType', enum: types },
      OverlayType: { title: 'OverlayType', enum: overlayTypes },
      OverlayInstance: {
        title: 'OverlayInstance',
        type: 'object',
        required: ['type'],
        additionalProperties: false,
        properties: {
          type: { $ref: '#/definitions/OverlayType' },
          priority: { type: 'integer', minimum: 0, maximum: 100, default: 50, description: 'Among the page\'s popups, the higher shows first' },
          props: { type: 'object', additionalProperties: true },
        },
        allOf: overlayTypes.map((type) => ({
          if: { properties: { type: { const: type } }, required: ['type'] },
          then: { properties: { props: { $ref: `overlays/${type}.schema.json` } } },
        })),
      },
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
