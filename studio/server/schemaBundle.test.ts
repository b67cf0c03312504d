import { describe, expect, it } from 'vitest';
import { inlineRefs, studioSchemas } from './schemaBundle.ts';
import { projectRoot } from '../../scripts/lib/root.ts';

describe('the studio schemas', () => {
  it('writes references to other files and to definitions in place, keeping the words beside them', () => {
    const files = new Map([
      [
        'a.schema.json',
        {
          type: 'object',
          properties: { theme: { $ref: 'config/theme.schema.json', title: 'Look' }, self: { $ref: '#' }, local: { $ref: '#/definitions/x' } },
          definitions: { x: { type: 'integer' } },
        },
      ],
      [
        'config/theme.schema.json',
        { $id: 'config/theme.schema.json', type: 'object', title: 'Theme', properties: { back: { $ref: '../a.schema.json#/definitions/x' } } },
      ],
    ]);
    const schema = inlineRefs(files, 'a.schema.json') as { properties: Record<string, Record<string, unknown>> };
    expect(schema.properties.theme).toEqual({ type: 'object', title: 'Look', properties: { back: { type: 'integer' } } });
    expect(schema.properties.self).toEqual({ $ref: '#' });
    expect(schema.properties.local).toEqual({ type: 'integer' });
  });

  it("leaves no reference in the project's block and merchant forms", () => {
    const schemas = studioSchemas(projectRoot);
    expect(JSON.stringify(schemas.blocks)).not.toContain('$ref');
    expect(JSON.stringify(schemas.merchant.properties)).not.toMatch(/"\$ref":"(?!#)/);
  });
});

describe('block presets', () => {
  it('each preset is a valid block of its type, and every type has a category', async () => {
    const { projectValidators } = await import('../../project/validators.ts');
    const validators = projectValidators(projectRoot);
    for (const [type, schema] of Object.entries(studioSchemas(projectRoot).blocks)) {
      expect(schema['x-category'], type).toEqual(expect.any(String));
      const presets = (schema['x-presets'] ?? []) as { name: string; props: unknown }[];
      expect(presets.length, type).toBeGreaterThan(0);
      for (const preset of presets) expect(validators.blocks.get(type)!(preset.props), `${type} preset ${preset.name}`).toBe(true);
    }
  });
});
