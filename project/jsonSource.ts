// Reads a JSON file keeping its syntax tree, so every later problem can name a line and column.
import { parseTree, getNodeValue, type Node, type ParseError } from 'jsonc-parser';
import { readFileSync } from 'node:fs';
import { LineMap, type Problem } from './problems.ts';
import { noteInput } from './readInputs.ts';
import { syntaxProblems } from './syntaxProblems.ts';

export interface JsonSource {
  file: string;
  text: string;
  readonly tree: Node | undefined;
  readonly lines: LineMap;
  data: unknown;
  problems: Problem[];
}

export function readJsonSource(file: string, given?: string): JsonSource {
  if (given === undefined) noteInput(file);
  const text = given ?? readFileSync(file, 'utf8');
  // Most files are valid and most have no problem: the engine's own parser reads them, and the syntax
  // tree and line map that locate a problem are made only when one is located (a fleet of a thousand
  // files spent most of its time, and its memory, on them).
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return readBroken(file, text);
  }
  let tree: Node | undefined;
  let lines: LineMap | undefined;
  return {
    file,
    text,
    data,
    problems: [],
    get tree() {
      return (tree ??= parseTree(text, [], { allowTrailingComma: false, disallowComments: true }));
    },
    get lines() {
      return (lines ??= new LineMap(text));
    },
  };
}

/** A file JSON cannot read: its syntax problems, said where the operator must type. */
function readBroken(file: string, text: string): JsonSource {
  const errors: ParseError[] = [];
  const tree = parseTree(text, errors, { allowTrailingComma: false, disallowComments: true });
  const lines = new LineMap(text);
  const problems = syntaxProblems(text, errors, lines).map((p): Problem => ({ file, line: p.line, column: p.column, pointer: '/', message: p.message }));
  const data: unknown = tree && problems.length === 0 ? getNodeValue(tree) : undefined;
  return { file, text, tree, lines, data, problems };
}
