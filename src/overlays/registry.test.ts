// @vitest-environment jsdom
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { OVERLAY_TYPES } from '../config/types.generated.ts';
import type { OverlayType } from '../stores/overlayTypes.ts';
import { declaredOverlays, isDeclaredOverlayType, overlayRegistry } from './registry.ts';

const folders = readdirSync(__dirname, { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .map((e) => e.name)
  .sort();
const schemas = readdirSync(path.join(__dirname, '../../schema/overlays'))
  .map((f) => f.replace('.schema.json', ''))
  .sort();

describe('overlay registry', () => {
  test('looks up only overlay types a template may declare', () => {
    expect(isDeclaredOverlayType('announcement-popup')).toBe(true);
    expect(isDeclaredOverlayType('alert')).toBe(false);
    expect(isDeclaredOverlayType('toString')).toBe(false);
  });

  test('every overlay folder is registered, and the declared ones are exactly those with a schema', () => {
    expect(Object.keys(overlayRegistry).sort()).toEqual(folders);
    expect(Object.keys(declaredOverlays).sort()).toEqual(schemas);
    expect([...OVERLAY_TYPES].sort()).toEqual(schemas);
  });

  test.each(Object.keys(overlayRegistry) as OverlayType[])('%s names its own type and loads its component', async (type) => {
    const definition = overlayRegistry[type];
    expect(definition.type).toBe(type);
    expect(typeof definition.bundles === 'function' || definition.bundles.length > 0).toBe(true);
    expect(typeof (await definition.component()).default).toMatch(/function|object/);
  });

  test.each([...OVERLAY_TYPES])('%s loads a working validator and a trigger', async (type) => {
    const definition = declaredOverlays[type];
    const [schema, trigger] = await Promise.all([definition.schema(), definition.trigger()]);
    expect(schema.default({ unexpectedProperty: true })).toBe(false);
    expect(typeof trigger.default).toBe('function');
  });
});
