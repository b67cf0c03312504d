// Turns the text of one merchant file into another merchant's: its code, name and domains, the lines and
// domain-keyed settings that must name its own domains, and image paths under /cdn/<code>/. Every change
// is a jsonc-parser edit of the value concerned, so key order, layout and untouched lines stay as they were.
import { applyEdits, findNodeAtLocation, modify, parseTree, type Edit, type JSONPath, type Node } from 'jsonc-parser';
import { joinPointer } from '../../project/problems.ts';

export interface CopyPlan {
  from: string;
  code: string;
  name: string;
  domains: string[];
}

/** "lucky99" → "Lucky 99", "golden-star" → "Golden Star". */
export function nameFromCode(code: string): string {
  return (code.match(/[a-z]+|[0-9]+/gi) ?? [code]).map((word) => word[0].toUpperCase() + word.slice(1)).join(' ');
}

/** The source's domains that carry its code, with the new code instead; else m.<code>.test and <code>.test. */
export function domainsFromCode(sourceDomains: readonly string[], from: string, code: string): string[] {
  const own = sourceDomains.filter((d) => d.includes(from)).map((d) => d.split(from).join(code));
  return own.length > 0 ? [...new Set(own)] : [`m.${code}.test`, `${code}.test`];
}

/** A line's host name: an origin's host, or the line itself when it is a bare host name. */
const lineHost = (line: string) => (line.includes('://') ? new URL(line).hostname : line);

export function copyMerchantText(source: string, plan: CopyPlan): string {
  /** The new merchant's domain standing for one of the source's, if the new code makes one of them. */
  const mapHost = (host: string): string | undefined => {
    const renamed = host.split(plan.from).join(plan.code);
    return host.includes(plan.from) && plan.domains.includes(renamed) ? renamed : undefined;
  };
  let text = source;
  const nodeAt = (path: JSONPath): Node | undefined => {
    const tree = parseTree(text);
    return tree && findNodeAtLocation(tree, path);
  };
  const setValue = (path: JSONPath, value: string) => {
    text = applyEdits(text, modify(text, path, value, {}));
  };
  const setStrings = (path: JSONPath, values: string[]) => {
    const node = nodeAt(path);
    if (node) text = applyEdits(text, [{ offset: node.offset, length: node.length, content: arrayText(text, node, values) }]);
  };
  const mapKeys = (path: JSONPath) => {
    const node = nodeAt(path);
    if (node?.type !== 'object') return;
    // Back to front, so each edit leaves the offsets of those before it in place.
    const properties = node.children ?? [];
    for (let i = properties.length - 1; i >= 0; i--) {
      const key = properties[i].children?.[0];
      if (!key || typeof key.value !== 'string') continue;
      const renamed = mapHost(key.value);
      text = applyEdits(text, [renamed ? { offset: key.offset, length: key.length, content: JSON.stringify(renamed) } : removal(properties, i)]);
    }
  };

  setValue(['merchantCode'], plan.code);
  setValue(['name'], plan.name);
  setStrings(['domains'], plan.domains);
  const lines = nodeAt(['lines']);
  if (lines?.type === 'array') {
    const mapped = (lines.children ?? []).flatMap((item) => {
      const line = String(item.value);
      const host = mapHost(lineHost(line));
      return host ? [line.replace(lineHost(line), host)] : [];
    });
    setStrings(['lines'], mapped.length > 0 ? mapped : plan.domains);
  }
  mapKeys(['lineSpeedTest', 'pingDelayMs']);
  mapKeys(['register', 'domainAffiliates']);
  for (const flag of nodeAt(['whitelabel'])?.children ?? []) {
    const name = flag.children?.[0]?.value as string;
    const deposit = nodeAt(['whitelabel', name, 'depositDomains']);
    if (deposit?.type === 'array')
      setStrings(
        ['whitelabel', name, 'depositDomains'],
        (deposit.children ?? []).flatMap((d) => mapHost(String(d.value)) ?? []),
      );
  }
  return rewriteAssetPaths(text, plan.from, plan.code);
}

/**
 * The edit that takes one property out of its object with its comma, keeping the spacing around the
 * rest: up to the next property, or from the end of the one before it when it is the last.
 */
function removal(properties: Node[], index: number): Edit {
  const property = properties[index];
  const end = property.offset + property.length;
  if (index + 1 < properties.length) return { offset: property.offset, length: properties[index + 1].offset - property.offset, content: '' };
  if (index > 0) {
    const previousEnd = properties[index - 1].offset + properties[index - 1].length;
    return { offset: previousEnd, length: end - previousEnd, content: '' };
  }
  return { offset: property.offset, length: property.length, content: '' };
}

/** Every string naming /cdn/<from>/ names /cdn/<code>/ instead. */
function rewriteAssetPaths(text: string, from: string, code: string): string {
  const oldPrefix = `/cdn/${from}/`;
  const edits = stringNodes(parseTree(text))
    .filter((node) => (node.value as string).includes(oldPrefix))
    .map((node) => ({ offset: node.offset, length: node.length, content: JSON.stringify((node.value as string).split(oldPrefix).join(`/cdn/${code}/`)) }));
  return applyEdits(text, edits);
}

function stringNodes(node: Node | undefined): Node[] {
  if (!node) return [];
  // A property's name is a string node too; only values are paths.
  if (node.type === 'string') return node.parent?.type === 'property' && node.parent.children?.[0] === node ? [] : [node];
  return (node.children ?? []).flatMap(stringNodes);
}

/** An array of strings laid out as the one it replaces: on one line, or one item a line at its indent. */
function arrayText(text: string, original: Node, values: string[]): string {
  if (values.length === 0) return '[]';
  const items = values.map((v) => JSON.stringify(v));
  if (!text.slice(original.offset, original.offset + original.length).includes('\n')) return `[${items.join(', ')}]`;
  const lineStart = text.lastIndexOf('\n', original.offset) + 1;
  const indent = /^[ \t]*/.exec(text.slice(lineStart))?.[0] ?? '';
  const first = original.children?.[0];
  const inner = first ? (/^[ \t]*/.exec(text.slice(text.lastIndexOf('\n', first.offset) + 1))?.[0] ?? `${indent}  `) : `${indent}  `;
  return `[\n${items.map((item) => inner + item).join(',\n')}\n${indent}]`;
}

/** JSON pointers of the strings (values or names) that still name the source merchant, for the operator to review. */
export function stillNaming(text: string, from: string): string[] {
  const found: string[] = [];
  const walk = (node: Node, pointer: string) => {
    if (node.type === 'object') {
      for (const property of node.children ?? []) {
        const [key, value] = property.children ?? [];
        const child = joinPointer(pointer, String(key.value));
        if (String(key.value).toLowerCase().includes(from.toLowerCase())) found.push(child);
        if (value) walk(value, child);
      }
    } else if (node.type === 'array') {
      (node.children ?? []).forEach((item, index) => walk(item, joinPointer(pointer, index)));
    } else if (node.type === 'string' && String(node.value).toLowerCase().includes(from.toLowerCase())) {
      found.push(pointer);
    }
  };
  const tree = parseTree(text);
  if (tree) walk(tree, '');
  return found;
}
