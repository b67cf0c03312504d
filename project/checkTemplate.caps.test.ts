// `wl validate` on a template's popup caps: the schema bounds each number, and a page view may not
// promise more popups than the whole session allows.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import type { PageTemplate } from '../src/config/types.generated.ts';
import { checkTemplate } from './checkTemplate.ts';
import { readJsonSource } from './jsonSource.ts';
import { projectValidators } from './validators.ts';

const root = path.resolve(__dirname, '..');
const validators = projectValidators(root);
const shipped = readFileSync(path.join(root, 'templates/casino-home.json'), 'utf8');

/** The shipped casino template with caps added after its name, checked as `wl validate` checks it. */
function validate(caps: string) {
  const text = shipped.replace('"name": "casino-home",', `"name": "casino-home",\n  "overlayCaps": ${caps},`);
  const source = readJsonSource(path.join(root, 'templates/casino-home.json'), text);
  const schemaOk = validators.template(source.data);
  return { schemaOk, problems: schemaOk ? checkTemplate(source, source.data as PageTemplate, validators) : [], text };
}

describe('template popup caps', () => {
  test.each([
    { caps: '{ "perPageView": 2, "perSession": 4 }', schemaOk: true, problems: 0 },
    { caps: '{ "perPageView": 1 }', schemaOk: true, problems: 0 },
    { caps: '{ "perPageView": 0, "perSession": 0 }', schemaOk: true, problems: 0 },
    { caps: '{ "perPageView": -1 }', schemaOk: false, problems: 0 },
    { caps: '{ "perPageView": 1.5 }', schemaOk: false, problems: 0 },
    { caps: '{ "perDay": 3 }', schemaOk: false, problems: 0 },
    { caps: '{ "perPageView": 3, "perSession": 2 }', schemaOk: true, problems: 1 },
    { caps: '{ "perPageView": 5 }', schemaOk: true, problems: 1 },
  ])('$caps', ({ caps, schemaOk, problems }) => {
    const result = validate(caps);
    expect(result.schemaOk).toBe(schemaOk);
    expect(result.problems).toHaveLength(problems);
  });

  test('a page view promising more than the session names the line and the pointer', () => {
    const { problems, text } = validate('{ "perPageView": 3, "perSession": 2 }');
    const line = text.split('\n').findIndex((l) => l.includes('"overlayCaps"')) + 1;
    expect(problems[0]).toMatchObject({ pointer: '/overlayCaps/perPageView', line });
    expect(problems[0].message).toMatch(/exceeds perSession/);
  });
});
