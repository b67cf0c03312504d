import { describe, expect, it } from 'vitest';
import type { RJSFSchema } from '@rjsf/utils';
import { fitsShape } from './shapeValidator.ts';

const localized: RJSFSchema = { oneOf: [{ type: 'string' }, { type: 'object', additionalProperties: { type: 'string' } }] };
const block: RJSFSchema = {
  type: 'object',
  required: ['group'],
  properties: { group: { type: 'string' }, autoplayMs: { type: 'integer' }, mode: { enum: ['a', 'b'] } },
};

describe('which alternative a value fits', () => {
  it.each([
    ['a text fits the text', { type: 'string' }, 'Hello', true],
    ['texts by language do not fit the text', { type: 'string' }, { EN: 'Hello' }, false],
    ['texts by language fit the object', localized.oneOf![1], { EN: 'Hello' }, true],
    ['a number among texts does not', localized.oneOf![1], { EN: 3 }, false],
    ['either fits the alternatives', localized, 'Hello', true],
    ['a whole number is a number', { type: 'number' }, 3, true],
    ['a fraction is not an integer', { type: 'integer' }, 1.5, false],
    ['a block with its required key', block, { group: 'x', autoplayMs: 3000 }, true],
    ['a block without it', block, { autoplayMs: 3000 }, false],
    ['a value outside the enum', block, { group: 'x', mode: 'c' }, false],
    ['a list of items of the right shape', { type: 'array', items: { type: 'string' } }, ['a', 'b'], true],
    ['a list with a wrong item', { type: 'array', items: { type: 'string' } }, ['a', 1], false],
    ['a local reference', { $ref: '#/definitions/x' }, 'a', true],
  ] as [string, RJSFSchema, unknown, boolean][])('%s', (_, schema, value, fits) => {
    expect(fitsShape(schema, value, { definitions: { x: { type: 'string' } } })).toBe(fits);
  });
});
