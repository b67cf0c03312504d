import { describe, expect, it } from 'vitest';
import type { JsonSchema } from '../../schemaTypes.ts';
import { withoutFilledDefaults } from './filledDefaults.ts';

const schema: JsonSchema = {
  type: 'object',
  properties: {
    group: { type: 'string', default: 'm_banner' },
    autoplayMs: { type: 'integer', default: 5000 },
    flag: { type: 'object', properties: { enabled: { type: 'boolean', default: false }, times: { type: 'integer', default: 3 } } },
  },
};

describe('values the form filled in', () => {
  it.each([
    ['a default the file lacked is dropped', { group: 'x' }, { group: 'x', autoplayMs: 5000 }, { group: 'x' }],
    ['a default the file had stays', { autoplayMs: 5000 }, { autoplayMs: 5000, group: 'm_banner' }, { autoplayMs: 5000 }],
    ['a value typed over a default stays', {}, { autoplayMs: 6000, group: 'm_banner' }, { autoplayMs: 6000 }],
    ['an object made only of defaults is dropped', {}, { flag: { enabled: false, times: 3 } }, {}],
    [
      'inside an object the file had, only what it lacked is dropped',
      { flag: { enabled: true } },
      { flag: { enabled: true, times: 3 } },
      { flag: { enabled: true } },
    ],
    ['a changed nested value stays', { flag: { enabled: true } }, { flag: { enabled: true, times: 4 } }, { flag: { enabled: true, times: 4 } }],
  ])('%s', (_, before, after, expected) => expect(withoutFilledDefaults(schema, before, after)).toEqual(expected));
});
