// Turns ajv errors into problems an operator can act on: file, line:column, JSON pointer, what was
// expected, and the nearest allowed name when a name was mistyped.
import type { ErrorObject } from 'ajv';
import { closest, distance } from 'fastest-levenshtein';
import { findNodeAtLocation, type Node } from 'jsonc-parser';
import path from 'node:path';

export interface Problem {
  file: string;
  line: number;
  column: number;
  pointer: string;
  message: string;
  expected?: string;
  suggestion?: string;
}

/** Line and column (both from 1) of each offset in a text. */
export class LineMap {
  private readonly starts: number[] = [0];
  constructor(text: string) {
    for (let i = 0; i < text.length; i++) if (text[i] === '\n') this.starts.push(i + 1);
  }
  at(offset: number): { line: number; column: number } {
    let lo = 0;
    let hi = this.starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.starts[mid] <= offset) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, column: offset - this.starts[lo] + 1 };
  }
}

export function pointerSegments(pointer: string): (string | number)[] {
  if (pointer === '') return [];
  return pointer
    .slice(1)
    .split('/')
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((s) => (/^\d+$/.test(s) ? Number(s) : s));
}

export function joinPointer(base: string, ...segments: (string | number)[]): string {
  let pointer = base;
  for (const segment of segments) {
    const s = String(segment);
    // Most names need no escape: a fleet joins millions of them.
    pointer += `/${s.includes('~') || s.includes('/') ? s.replace(/~/g, '~0').replace(/\//g, '~1') : s}`;
  }
  return pointer;
}

/** Where a pointer lands in the source; `key` points at a property's name rather than its value. */
export function locate(tree: Node | undefined, lines: LineMap, pointer: string, key = false): { line: number; column: number } {
  if (!tree) return { line: 1, column: 1 };
  const segments = pointerSegments(pointer);
  for (let n = segments.length; n >= 0; n--) {
    const node = findNodeAtLocation(tree, segments.slice(0, n));
    if (!node) continue;
    const target = key && n === segments.length && node.parent?.type === 'property' ? node.parent : node;
    return lines.at(target.offset);
  }
  return lines.at(tree.offset);
}

/** The allowed name nearest to a mistyped one, if it is near enough to be a likely typo. */
export function didYouMean(value: string, candidates: readonly string[]): string | undefined {
  if (candidates.length === 0) return undefined;
  const best = closest(value, [...candidates]);
  const limit = Math.max(2, Math.floor(best.length / 3));
  return distance(value.toLowerCase(), best.toLowerCase()) <= limit ? best : undefined;
}

interface Source {
  file: string;
  tree: Node | undefined;
  lines: LineMap;
}

/**
 * The errors of alternatives that say nothing: when a value fails a oneOf/anyOf (a text, or texts by
 * language) and some alternative of its own type says what is wrong, the other alternatives' "must be
 * string/object" and the "must match one of" summary are noise. When only types failed, all stay.
 */
function wrongAlternatives(errors: readonly ErrorObject[]): Set<ErrorObject> {
  const quiet = new Set<ErrorObject>();
  for (const alternatives of errors.filter((e) => e.keyword === 'oneOf' || e.keyword === 'anyOf')) {
    const at = alternatives.instancePath;
    const about = errors.filter((e) => e !== alternatives && (e.instancePath === at || e.instancePath.startsWith(`${at}/`)));
    const wrongType = about.filter((e) => e.keyword === 'type' && e.instancePath === at);
    if (about.length === wrongType.length) continue;
    quiet.add(alternatives);
    for (const e of wrongType) quiet.add(e);
  }
  return quiet;
}

/** One problem per meaningful ajv error (the if/then wrappers and wrong alternatives are noise). */
export function problemsFromAjv(errors: ErrorObject[] | null | undefined, source: Source, basePointer = ''): Problem[] {
  const out: Problem[] = [];
  const seen = new Set<string>();
  const quiet = wrongAlternatives(errors ?? []);
  for (const error of errors ?? []) {
    if (error.keyword === 'if' || quiet.has(error)) continue;
    const problem = describe(error, source, basePointer);
    const id = `${problem.pointer}|${problem.message}`;
    if (seen.has(id)) continue;
    seen.add(id);
    out.push(problem);
  }
  return out;
}

function describe(error: ErrorObject, source: Source, basePointer: string): Problem {
  const params = error.params as Record<string, unknown>;
  let pointer = basePointer + error.instancePath;
  let key = false;
  let message = error.message ?? 'is not valid';
  let expected: string | undefined;
  let suggestion: string | undefined;
  switch (error.keyword) {
    case 'additionalProperties': {
      const name = String(params.additionalProperty);
      pointer = joinPointer(pointer, name);
      key = true;
      const known = Object.keys((error.parentSchema?.properties as Record<string, unknown> | undefined) ?? {});
      message = `unknown property "${name}"`;
      expected = known.length > 0 ? `one of ${known.map((k) => `"${k}"`).join(', ')}` : 'no other properties';
      suggestion = didYouMean(name, known);
      break;
    }
    case 'required':
      message = `missing required property "${String(params.missingProperty)}"`;
      break;
    case 'enum': {
      const allowed = (params.allowedValues as unknown[]).map(String);
      message = 'is not an allowed value';
      expected = `one of ${allowed.map((v) => JSON.stringify(v)).join(', ')}`;
      suggestion = didYouMean(String(error.data), allowed);
      break;
    }
    case 'type':
      message = `must be ${String(params.type)}, not ${JSON.stringify(error.data)}`;
      expected = String(params.type);
      break;
    case 'pattern': {
      // A regular expression tells an operator little: say what the field accepts, as its schema describes it.
      const description = error.parentSchema?.description;
      if (typeof description === 'string') message = `${JSON.stringify(error.data)} is not allowed here: ${description}`;
      break;
    }
    default:
      break;
  }
  const { line, column } = locate(source.tree, source.lines, pointer, key);
  return { file: source.file, line, column, pointer: pointer || '/', message, expected, suggestion };
}

/**
 * `merchants/royal88.json:57:24 /whitelabel/A2HS3/maxCloseTimes must be integer (expected integer)`; a
 * cross-document rule's finding also names its rule, says "warning" when it is one, and offers its fix.
 */
export function formatProblem(p: Problem & { severity?: string; rule?: string; fix?: { description: string } }, cwd = process.cwd()): string {
  const file = path.isAbsolute(p.file) ? path.relative(cwd, p.file) || p.file : p.file;
  let text = `${file}:${p.line}:${p.column} ${p.severity === 'warning' ? 'warning ' : ''}${p.pointer} ${p.message}`;
  if (p.expected && !p.message.includes(p.expected)) text += ` (expected ${p.expected})`;
  if (p.suggestion) text += ` — did you mean "${p.suggestion}"?`;
  if (p.rule) text += ` [${p.rule}${p.fix ? `; --fix: ${p.fix.description}` : ''}]`;
  return text;
}
