// Checks a block's or popup's props against its generated validator, which fills in the schema's
// defaults. The check runs on a copy, so the site config as it came stays untouched, and once per props
// object, so a component rendered again gets the very same props.
import type { Validator } from './validator.ts';

export type CheckedProps<T> = { ok: true; props: T } | { ok: false; reason: string };

const checked = new WeakMap<Validator<unknown>, WeakMap<object, CheckedProps<unknown>>>();

export function checkProps<T>(validate: Validator<T>, raw: object): CheckedProps<T> {
  let byProps = checked.get(validate);
  if (!byProps) checked.set(validate, (byProps = new WeakMap()));
  const known = byProps.get(raw);
  if (known) return known as CheckedProps<T>;
  const props: unknown = structuredClone(raw);
  const result: CheckedProps<T> = validate(props) ? { ok: true, props } : { ok: false, reason: problemOf(validate) };
  byProps.set(raw, result);
  return result;
}

/** The first problem as the preview names it: where in the props, which rule, and the rule's values. */
function problemOf(validate: Validator<unknown>): string {
  const error = validate.errors?.[0];
  if (!error) return 'props invalid';
  return `props${error.instancePath} ${error.keyword} ${JSON.stringify(error.params)}`;
}
