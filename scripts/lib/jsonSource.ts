// Reads a JSON file keeping its syntax tree, so every later problem can name a line and column.
import { parseTree, getNodeValue, type Node, type ParseError } from 'jsonc-parser';
import { readFileSync } from 'node:fs';
import { LineMap, type Problem } from './problems.ts';
import { syntaxProblems } from './syntaxProblems.ts';

export interface JsonSource {
  file: string;
  text: string;
  tree: Node | undefined;
  lines: LineMap;
  data: unknown;
  problems: Problem[];
}

export function readJsonSource(file: string, text = readFileSync(file, 'utf8')): JsonSource {
  const errors: ParseError[] = [];
  const tree = parseTree(text, errors, { allowTrailingComma: false, disallowComments: true });
  const lines = new LineMap(text);
  const problems = syntaxProblems(text, errors, lines).map((p): Problem => ({ file, line: p.line, column: p.column, pointer: '/', message: p.message }));
  const data: unknown = tree && problems.length === 0 ? getNodeValue(tree) : undefined;
  return { file, text, tree, lines, data, problems };
}
