// Writes edits into the hand-formatted JSON of merchants/*.json and templates/*.json as the smallest
// change to the text: key order, indentation, one-line blocks and untouched lines stay byte for byte,
// and a file changed on disk since it was read is merged, with clashing edits reported, never lost.
// jsonc-parser's `modify` re-formats every line an insertion or removal touches (it forces keepLines
// off), which unfolds the neighbouring one-line blocks; so the edits are placed here and jsonc-parser
// only parses and applies them. No node: imports: the editor in the browser runs this too.
import { changesTouch, diffJson, isRecord, jsonEqual, jsonKeys, valueAt, type JsonChange, type JsonPath } from './jsonDiff.ts';
import { applyEdits, findNodeAtLocation, getNodeValue, parseTree, printParseErrorCode, type Edit, type Node, type ParseError } from 'jsonc-parser';

/** An edit both sides made differently; the text keeps theirs. Undefined means absent on that side. */
export interface JsonConflict {
  path: JsonPath;
  base: unknown;
  mine: unknown;
  theirs: unknown;
}

export interface JsonMerge {
  text: string;
  conflicts: JsonConflict[];
}

/** How a file is laid out, so new lines look like their neighbours. */
export interface JsonStyle {
  indent: string;
  eol: string;
  /** The widest line, at least 80: a new value stays on one line when it fits within it. */
  width: number;
}

/** Indentation and end of line from the text itself: the first indented line sets the unit. */
export function detectJsonStyle(text: string): JsonStyle {
  const first = /^(\t| +)[^ \t\r\n]/m.exec(text);
  const width = text.split(/\r?\n/).reduce((widest, line) => Math.max(widest, line.length), 80);
  return { indent: first ? first[1] : '  ', eol: text.includes('\r\n') ? '\r\n' : '\n', width };
}

/** The files' one-line style: `{ "type": "x", "props": { "position": "top" } }`, `["a", "b"]`. */
function oneLine(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(oneLine).join(', ')}]`;
  if (isRecord(value)) {
    const keys = jsonKeys(value);
    return keys.length === 0 ? '{}' : `{ ${keys.map((key) => `${JSON.stringify(key)}: ${oneLine(value[key])}`).join(', ')} }`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** A value laid out from `column` on a line indented by `indent`: members on one line each when they fit. */
function render(value: unknown, style: JsonStyle, indent: string, column: number, unfold: boolean): string {
  const flat = oneLine(value);
  const members: [string, unknown][] = isRecord(value)
    ? jsonKeys(value).map((key): [string, unknown] => [`${JSON.stringify(key)}: `, value[key]])
    : Array.isArray(value)
      ? value.map((item): [string, unknown] => ['', item])
      : [];
  // `<` leaves room for the comma that may follow.
  if (members.length === 0 || (!unfold && column + flat.length < style.width)) return flat;
  const inner = indent + style.indent;
  const lines = members.map(([label, item]) => inner + label + render(item, style, inner, inner.length + label.length, false));
  const [open, close] = Array.isArray(value) ? ['[', ']'] : ['{', '}'];
  return open + style.eol + lines.join(`,${style.eol}`) + style.eol + indent + close;
}

function lineStart(text: string, offset: number): number {
  return text.lastIndexOf('\n', offset - 1) + 1;
}

function end(node: Node): number {
  return node.offset + node.length;
}

/** A new value in place of a node: one line if the old one sat on one line, else unfolded at its indent. */
function replacement(text: string, node: Node, value: unknown, style: JsonStyle): Edit {
  const edit = { offset: node.offset, length: node.length };
  if (!/[\r\n]/.test(text.slice(node.offset, end(node)))) return { ...edit, content: oneLine(value) };
  const start = lineStart(text, node.offset);
  const indent = /^[ \t]*/.exec(text.slice(start, node.offset))?.[0] ?? '';
  return { ...edit, content: render(value, style, indent, node.offset - start, true) };
}

/** Drops a member with the separator on one side, so the remaining lines keep their layout. */
function removal(node: Node): Edit {
  const member = node.parent?.type === 'property' ? node.parent : node;
  const container = member.parent;
  if (!container) throw new Error('Cannot remove the whole document');
  const siblings = container.children ?? [];
  const index = siblings.indexOf(member);
  const span = (from: number, to: number): Edit => ({ offset: from, length: to - from, content: '' });
  if (siblings.length === 1) return span(container.offset + 1, end(container) - 1);
  if (index > 0) return span(end(siblings[index - 1]), end(member));
  return span(member.offset, siblings[1].offset);
}

/** The index of the member a new one goes after: -1 for first place, the last one by default. */
function anchorIndex(siblings: Node[], follows: string | undefined): number {
  if (follows === undefined) return siblings.length - 1;
  if (follows === '') return -1;
  const index = siblings.findIndex((member) => member.children?.[0]?.value === follows);
  return index < 0 ? siblings.length - 1 : index;
}

/**
 * Adds a member after the last one, or where `follows` says in an object, copying the separator and the
 * colon spacing already there.
 */
function insertion(text: string, container: Node, key: string | number, value: unknown, style: JsonStyle, pointer: string, follows?: string): Edit {
  const isObject = container.type === 'object' && typeof key === 'string';
  const siblings = container.children ?? [];
  if (!isObject && !(container.type === 'array' && key === siblings.length)) {
    throw new Error(`Cannot add ${JSON.stringify(key)} to the ${container.type} at ${pointer || '/'}`);
  }
  if (siblings.length === 0) return replacement(text, container, isObject ? { [key]: value } : [value], style);
  const after = anchorIndex(siblings, isObject ? follows : undefined);
  // The text between the two members nearest the new one, copied for it.
  const pair = Math.min(Math.max(after, 0), siblings.length - 2);
  const separator =
    siblings.length > 1 ? text.slice(end(siblings[pair]), siblings[pair + 1].offset) : `,${text.slice(container.offset + 1, siblings[0].offset)}`;
  const [name, nameValue] = siblings[Math.max(after, 0)].children ?? [];
  const colon = isObject && name && nameValue ? text.slice(end(name), nameValue.offset) : ': ';
  const label = isObject ? JSON.stringify(key) + colon : '';
  const lineBreak = separator.lastIndexOf('\n');
  const indent = separator.slice(lineBreak + 1);
  const content = lineBreak < 0 ? oneLine(value) : render(value, style, indent, indent.length + label.length, false);
  if (after < 0) return { offset: siblings[0].offset, length: 0, content: label + content + separator };
  return { offset: end(siblings[after]), length: 0, content: separator + label + content };
}

function pointerOf(path: JsonPath): string {
  return path.map((segment) => `/${String(segment).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');
}

function editFor(text: string, root: Node, change: JsonChange, style: JsonStyle): Edit | undefined {
  const { path } = change;
  const node = findNodeAtLocation(root, path);
  if (node) return change.value === undefined ? removal(node) : replacement(text, node, change.value, style);
  if (change.value === undefined) return undefined;
  // Missing containers on the way are created around the value, as jsonc-parser's modify does.
  let value = change.value;
  let depth = path.length - 1;
  let container = findNodeAtLocation(root, path.slice(0, depth));
  while (!container && depth > 0) {
    const segment = path[depth];
    value = typeof segment === 'string' ? { [segment]: value } : [value];
    depth--;
    container = findNodeAtLocation(root, path.slice(0, depth));
  }
  if (!container) throw new Error(`Nothing to add ${pointerOf(path)} to`);
  // `follows` names a sibling of the value itself, not of a container made around it.
  const follows = depth === path.length - 1 ? change.follows : undefined;
  return insertion(text, container, path[depth], value, style, pointerOf(path.slice(0, depth)), follows);
}

/** Parses strict JSON, as the project's files are; editing a broken text could only break it further. */
function parseDocument(text: string): Node {
  const errors: ParseError[] = [];
  const root = parseTree(text, errors, { allowTrailingComma: false, disallowComments: true });
  if (!root || errors.length > 0) {
    const error = errors[0];
    throw new Error(error ? `Not valid JSON: ${printParseErrorCode(error.error)} at offset ${error.offset}` : 'Not valid JSON: empty text');
  }
  return root;
}

/** Applies changes to the text; every byte outside the changed values, the final newline too, stays. */
export function applyJsonChanges(text: string, changes: JsonChange[]): string {
  if (changes.length === 0) return text;
  const style = detectJsonStyle(text);
  let out = text;
  for (const change of changes) {
    const edit = editFor(out, parseDocument(out), change, style);
    if (edit) out = applyEdits(out, [edit]);
  }
  return out;
}

/** The text of `after`, written over the text `before` was read from. */
export function writeJsonValue(text: string, before: unknown, after: unknown): string {
  return applyJsonChanges(text, diffJson(before, after));
}

/**
 * Whether two changes are in one array and either adds or takes out an item: the other's index would
 * then name another item, so they cannot both be applied by index.
 */
function shiftSameArray(base: unknown, a: JsonChange, b: JsonChange): boolean {
  if (a.path.length === 0) return false;
  const parent = a.path.slice(0, -1);
  const list = valueAt(base, parent);
  if (!Array.isArray(list) || b.path.length <= parent.length || !jsonEqual(parent, b.path.slice(0, parent.length))) return false;
  const shifts = (c: JsonChange) => c.path.length === parent.length + 1 && (c.value === undefined || Number(c.path[parent.length]) >= list.length);
  return shifts(a) || shifts(b);
}

/**
 * Puts my edits (base → mine) onto the file as it is now on disk. An edit already on disk is skipped;
 * one that overlaps a different edit on disk is left out, the disk's version kept, and reported.
 */
export function mergeJson(base: unknown, mine: unknown, diskText: string): JsonMerge {
  const theirs: unknown = getNodeValue(parseDocument(diskText));
  const theirChanges = diffJson(base, theirs);
  const applied: JsonChange[] = [];
  const conflicts: JsonConflict[] = [];
  for (const change of diffJson(base, mine)) {
    const onDisk = valueAt(theirs, change.path);
    if (jsonEqual(onDisk, change.value)) continue;
    if (theirChanges.some((their) => changesTouch(their.path, change.path) || shiftSameArray(base, their, change))) {
      conflicts.push({ path: change.path, base: valueAt(base, change.path), mine: change.value, theirs: onDisk });
    } else {
      applied.push(change);
    }
  }
  return { text: applyJsonChanges(diskText, applied), conflicts };
}
