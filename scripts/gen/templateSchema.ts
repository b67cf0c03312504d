// The template schema is assembled from the block and overlay schemas, so adding a block or overlay file
// is enough for an operator's editor to offer the new type and autocomplete its props.
import { listBlockTypes, listOverlayTypes, readSchema, type JsonSchema } from '../../project/schemas.ts';
import { DEFAULT_OVERLAY_CAPS, DEFAULT_OVERLAY_PRIORITY } from '../../src/rules/overlayPacing.ts';

/** 'banner-carousel' → 'Banner carousel'. */
const label = (type: string) => type.charAt(0).toUpperCase() + type.slice(1).replace(/-/g, ' ');

/**
 * The condition and the props schema of one block or overlay type. The props carry the type's own
 * description beside their $ref, so an editor that shows the words beside a $ref still explains the type.
 */
function propsOfType(root: string, kind: 'block' | 'overlay', type: string): JsonSchema {
  const rel = `${kind}s/${type}.schema.json`;
  const described = readSchema(root, rel).description;
  const noun = kind === 'block' ? 'block' : 'popup';
  return {
    if: {
      properties: { type: { const: type, title: `${label(noun)} type`, description: `Applies to a ${noun} of type ${type}.` } },
      required: ['type'],
    },
    // biome-ignore lint/suspicious/noThenProperty: JSON Schema's if/then
    then: {
      properties: {
        props: {
          $ref: rel,
          title: `${label(type)} settings`,
          description: typeof described === 'string' ? described : `The settings of a ${type} ${noun}.`,
        },
      },
    },
  };
}

export function buildTemplateSchema(root: string): JsonSchema {
  const types = listBlockTypes(root);
  const overlayTypes = listOverlayTypes(root);
  return {
    $schema: 'http://json-schema.org/draft-07/schema#',
    $id: 'template.schema.json',
    title: 'PageTemplate',
    description:
      'A page template: block instances keyed by a stable id, rendered in the order of `order`, and the page\'s overlays. Generated from schema/blocks/ and schema/overlays/ by "npm run gen".',
    type: 'object',
    required: ['name', 'page', 'blocks', 'order'],
    additionalProperties: false,
    properties: {
      $schema: { type: 'string', title: 'Schema', description: 'The address of the schema that checks this file, for editors; leave it as it is.' },
      schemaVersion: {
        type: 'integer',
        minimum: 0,
        title: 'Schema version',
        description:
          'Which version of the file format this file follows, kept by the tools: leave it as it is. When the format changes, "npx wl migrate" updates the file and this number ("npx wl validate" says when a file needs it); a file without it counts as version 0.',
      },
      name: {
        type: 'string',
        pattern: '^[a-z0-9-]+$',
        title: 'Template name',
        description:
          "Lowercase letters, digits and dashes: the template's name, the same as its file name without .json (such as casino-home); merchants choose the template by it.",
      },
      page: { enum: ['home'], title: 'Page', description: 'The page this template lays out: home, the home page.' },
      description: {
        type: 'string',
        title: 'Description',
        description: 'A note on what the template is for, for the people who edit it; players never see it.',
      },
      blocks: {
        type: 'object',
        title: 'Blocks',
        description: 'The blocks of the page, each under an id of its own (such as banner or lanes) that merchants use to change its settings or leave it out.',
        additionalProperties: { $ref: '#/definitions/BlockInstance' },
      },
      order: {
        type: 'array',
        uniqueItems: true,
        items: { type: 'string' },
        title: 'Block order',
        description: 'Ids of the blocks shown, top to bottom; a block not listed here is not shown.',
      },
      overlays: {
        type: 'object',
        title: 'Popups',
        description:
          'Popups of the page, keyed by a stable id (not shared with a block). Each shows when its own rule allows, one at a time, the highest priority first.',
        additionalProperties: { $ref: '#/definitions/OverlayInstance' },
      },
      overlayCaps: {
        $ref: '#/definitions/TemplateOverlayCaps',
        title: 'Popup limits',
        description: "How many of the page's popups may interrupt the player, per visit of the page and per browser session.",
      },
    },
    definitions: {
      TemplateOverlayCaps: {
        title: 'TemplateOverlayCaps',
        type: 'object',
        description:
          "How often the page's popups may interrupt the player. The popups the product opens to ask for an answer (an alert, the login prompt, two-factor) are never capped.",
        additionalProperties: false,
        properties: {
          perPageView: {
            type: 'integer',
            minimum: 0,
            maximum: 20,
            default: DEFAULT_OVERLAY_CAPS.perPageView,
            title: 'Popups per page visit',
            description: `The most popups shown in one visit of the page, from 0 to 20. Default ${DEFAULT_OVERLAY_CAPS.perPageView}.`,
          },
          perSession: {
            type: 'integer',
            minimum: 0,
            maximum: 100,
            default: DEFAULT_OVERLAY_CAPS.perSession,
            title: 'Popups per session',
            description: `The most popups shown in one browser session, all visits together, from 0 to 100 and at least the popups per page visit. Default ${DEFAULT_OVERLAY_CAPS.perSession}.`,
          },
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
          type: {
            $ref: '#/definitions/OverlayType',
            title: 'Popup type',
            description: 'The kind of popup, such as announcement-popup or push-prompt; its settings follow from it.',
          },
          priority: {
            type: 'integer',
            minimum: 0,
            maximum: 100,
            default: DEFAULT_OVERLAY_PRIORITY,
            title: 'Priority',
            description: `Among the page's popups waiting to show, the higher shows first, from 0 to 100. Default ${DEFAULT_OVERLAY_PRIORITY}.`,
          },
          props: { type: 'object', additionalProperties: true, title: 'Settings', description: "The popup's settings, as its type describes them." },
          ...windowProperties(root),
        },
        allOf: overlayTypes.map((type) => propsOfType(root, 'overlay', type)),
      },
      BlockInstance: {
        title: 'BlockInstance',
        type: 'object',
        required: ['type'],
        additionalProperties: false,
        properties: {
          type: {
            $ref: '#/definitions/BlockType',
            title: 'Block type',
            description: 'The kind of block, such as banner-carousel or game-lanes; its settings follow from it.',
          },
          props: { type: 'object', additionalProperties: true, title: 'Settings', description: "The block's settings, as its type describes them." },
          ...windowProperties(root),
          blocks: {
            type: 'object',
            additionalProperties: { $ref: '#/definitions/BlockInstance' },
            title: 'Inner blocks',
            description: 'Blocks inside this one, each under an id of its own, for a block that holds others (sticky-container, activity-buttons).',
          },
          order: {
            type: 'array',
            uniqueItems: true,
            items: { type: 'string' },
            title: 'Inner block order',
            description: 'Ids of the inner blocks shown, in order; an inner block not listed here is not shown.',
          },
        },
        allOf: types.map((type) => propsOfType(root, 'block', type)),
      },
    },
  };
}

/** The window of a block or popup (config/active-window.schema.json), titled and described where it is used, as every field is. */
function windowProperties(root: string): Record<string, object> {
  const { definitions } = readSchema(root, 'config/active-window.schema.json') as { definitions: Record<string, { title: string; description: string }> };
  return Object.fromEntries(
    (['activeFrom', 'activeUntil'] as const).map((name) => [
      name,
      { $ref: `config/active-window.schema.json#/definitions/${name}`, title: definitions[name].title, description: definitions[name].description },
    ]),
  );
}
