// The form shows a field the file leaves out with its schema's default, as the app would use it; writing
// that default into the file would be a change the operator never made. So a value the form filled in
// is dropped again when it is the default and the file did not have it.
import type { JsonSchema } from '../../schemaTypes.ts';
import { sameJson } from '../state/values.ts';

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

export function withoutFilledDefaults(schema: JsonSchema | undefined, before: unknown, after: unknown): unknown {
  if (!schema || !isObject(after)) return after;
  const had = isObject(before) ? before : {};
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(after)) {
    const property = schema.properties?.[key];
    if (!(key in had)) {
      if (property?.default !== undefined && sameJson(property.default, value)) continue;
      if (isObject(value) && property) {
        const inner = withoutFilledDefaults(property, {}, value) as Record<string, unknown>;
        // An object the form made only to hold defaults is no change either.
        if (Object.keys(inner).length === 0 && !property.required?.length) continue;
        out[key] = inner;
        continue;
      }
    }
    out[key] = isObject(value) && property ? withoutFilledDefaults(property, had[key], value) : value;
  }
  return out;
}
