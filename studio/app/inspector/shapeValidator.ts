// What react-jsonschema-form asks of a validator, answered without compiling code in the browser (the
// studio's policy allows no eval). The form only asks which of a schema's alternatives a value fits (a
// text, or texts by language); what is wrong with a value is said by the project's own check.
import type { RJSFSchema, ValidatorType } from '@rjsf/utils';

type Schema = RJSFSchema | boolean | undefined;

/** The JSON Schema type of a value. */
function typeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value === 'number' ? (Number.isInteger(value) ? 'integer' : 'number') : typeof value;
}

/** Whether a value has the shape a schema describes: types, enums, constants and required keys, followed into properties and items. */
export function fitsShape(schema: Schema, value: unknown, root: RJSFSchema, depth = 0): boolean {
  if (schema === undefined || schema === true) return true;
  if (schema === false) return false;
  if (depth > 12) return true;
  if (typeof schema.$ref === 'string' && schema.$ref.startsWith('#')) {
    const target = schema.$ref
      .slice(1)
      .split('/')
      .filter(Boolean)
      .reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key], root);
    return fitsShape(target as Schema, value, root, depth + 1);
  }
  const actual = typeOf(value);
  if (schema.type !== undefined) {
    const types = Array.isArray(schema.type) ? schema.type : [schema.type];
    if (!types.some((t) => t === actual || (t === 'number' && actual === 'integer'))) return false;
  }
  if (schema.enum && !schema.enum.some((v) => JSON.stringify(v) === JSON.stringify(value))) return false;
  if (schema.const !== undefined && JSON.stringify(schema.const) !== JSON.stringify(value)) return false;
  if (schema.oneOf && !schema.oneOf.some((s) => fitsShape(s, value, root, depth + 1))) return false;
  if (schema.anyOf && !schema.anyOf.some((s) => fitsShape(s, value, root, depth + 1))) return false;
  if (schema.allOf && !schema.allOf.every((s) => fitsShape(s, value, root, depth + 1))) return false;
  if (actual === 'object') {
    const object = value as Record<string, unknown>;
    if ((schema.required ?? []).some((key) => !(key in object))) return false;
    for (const [key, child] of Object.entries(object)) {
      const property = schema.properties?.[key];
      if (property !== undefined) {
        if (!fitsShape(property, child, root, depth + 1)) return false;
      } else if (typeof schema.additionalProperties === 'object' && !fitsShape(schema.additionalProperties, child, root, depth + 1)) {
        return false;
      }
    }
  }
  if (actual === 'array' && schema.items && !Array.isArray(schema.items)) {
    if (!(value as unknown[]).every((item) => fitsShape(schema.items as Schema, item, root, depth + 1))) return false;
  }
  return true;
}

export const shapeValidator: ValidatorType = {
  validateFormData: () => ({ errors: [], errorSchema: {} }),
  isValid: (schema, formData, rootSchema) => fitsShape(schema, formData, rootSchema),
  rawValidation: () => ({ errors: [] }),
};
