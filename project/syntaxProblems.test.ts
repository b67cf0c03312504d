import { parseTree, type ParseError } from 'jsonc-parser';
import { describe, expect, test } from 'vitest';
import { LineMap } from './problems.ts';
import { syntaxProblems } from './syntaxProblems.ts';

const problemsOf = (text: string) => {
  const errors: ParseError[] = [];
  parseTree(text, errors, { allowTrailingComma: false, disallowComments: true });
  return syntaxProblems(text, errors, new LineMap(text)).map((p) => `${p.line}:${p.column} ${p.message}`);
};

describe('syntaxProblems', () => {
  test.each([
    ['a comma missing at the end of a line', '{\n  "a": 1\n  "b": 2\n}', ['2:9 missing comma after line 2']],
    ['a comma missing between array items on two lines', '{\n  "a": [1, 2\n  3]\n}', ['2:13 missing comma after line 2']],
    ['a comma missing within one line', '{ "a": 1 "b": 2 }', ['1:9 missing comma before "\\"b\\""']],
    ['a colon missing', '{ "a" 1 }', ['1:6 missing colon before "1"']],
    ['a trailing comma in an object', '{\n  "a": 1,\n}', ['2:9 comma after the last item of line 2: remove it, JSON allows none before }']],
    ['a trailing comma in an array', '[1,\n]', ['1:3 comma after the last item of line 1: remove it, JSON allows none before ]']],
    [
      'single quotes, with the follow-ons on that line left out',
      "{ 'a': 1 }",
      ['1:3 "\'a\'" is not JSON: names and strings take double quotes, and true, false and null are lower case'],
    ],
    ['an object never closed', '{ "a": { "b": 1 }\n', ['1:18 missing } to close an object: the file ends first']],
    ['a comment', '{ // note\n "a": 1 }', ['1:3 comments are not allowed in JSON files']],
    ['text after the value', '{ "a": 1 } }', ['1:12 unexpected text after the end of the JSON value']],
    ['a string never closed', '{ "a": "x\n, "b": 2 }', ['1:8 string is not closed: a closing double quote is missing']],
    [
      'two mistakes on different lines, both reported',
      '{\n  "a": 1\n  "b": 2\n  "c": 3\n}',
      ['2:9 missing comma after line 2', '3:9 missing comma after line 3'],
    ],
    ['valid JSON', '{ "a": [1, 2] }', []],
  ])('%s', (_name, text, expected) => {
    expect(problemsOf(text)).toEqual(expected);
  });
});
