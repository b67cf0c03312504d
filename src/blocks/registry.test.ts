import { readdirSync } from 'node:fs';
import path from 'node:path';
import { BLOCK_TYPES } from '../config/types.generated.ts';
import { blockRegistry, isBlockType } from './registry.ts';

const folders = readdirSync(__dirname, { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .map((e) => e.name)
  .sort();
const schemas = readdirSync(path.join(__dirname, '../../schema/blocks'))
  .map((f) => f.replace('.schema.json', ''))
  .sort();

describe('block registry', () => {
  test('looks up only block types', () => {
    expect(isBlockType('banner-carousel')).toBe(true);
    expect(isBlockType('baner-carousel')).toBe(false);
    expect(isBlockType('toString')).toBe(false);
  });

  test('every block folder is registered and every registered block has a folder and a schema', () => {
    expect(Object.keys(blockRegistry).sort()).toEqual(folders);
    expect([...BLOCK_TYPES].sort()).toEqual(schemas);
    expect(folders).toEqual(schemas);
  });

  test.each([...BLOCK_TYPES])('%s loads its component and a working validator', async (type) => {
    const definition = blockRegistry[type];
    expect(definition.type).toBe(type);
    const [component, schema] = await Promise.all([definition.component(), definition.schema()]);
    expect(typeof component.default).toMatch(/function|object/);
    expect(schema.default({ unexpectedProperty: true })).toBe(false);
  });
});
