// An SVG under /cdn/ is a document of the site's own origin once a player opens it: anything in it that
// runs script runs as the site. This finds what can, parsed as the browser parses it (as XML, with
// entities and namespaces resolved), each at the line and column where it starts.
import { SaxesParser, type SaxesTagNS } from 'saxes';
import { LineMap } from './problems.ts';

export interface SvgOffence {
  line: number;
  column: number;
  message: string;
}

const XHTML = 'http://www.w3.org/1999/xhtml';
/** Elements that run script or hold a web page inside a drawing. */
const ELEMENTS: Record<string, string> = {
  script: 'a <script> element runs script in the browser of whoever opens the image',
  foreignobject: 'a <foreignObject> element holds a web page inside the image, where script can run',
};

/** Every place in an SVG's text that runs script (none for a plain drawing). */
export function svgOffences(text: string): SvgOffence[] {
  const lines = new LineMap(text);
  const found: SvgOffence[] = [];
  const at = (offset: number, message: string) => found.push({ ...lines.at(offset), message });
  const parser = new SaxesParser({ xmlns: true, position: true });
  let tagStart = 0;
  let broken = false;
  parser.on('error', (error) => {
    // Only the first: the rest follow from it, and the drawing shows nothing in a browser anyway.
    if (!broken)
      at(
        Math.max(0, parser.position - 1),
        `is not well-formed XML (${error.message.replace(/^\d+:\d+: /, '')}): browsers show no image, and its content cannot be checked`,
      );
    broken = true;
  });
  parser.on('opentagstart', () => {
    tagStart = text.lastIndexOf('<', parser.position - 1);
  });
  parser.on('opentag', (tag) => {
    const name = tag.local.toLowerCase();
    if (ELEMENTS[name]) at(tagStart, `<${tag.name}>: ${ELEMENTS[name]}; remove it`);
    else if (tag.uri === XHTML) at(tagStart, `<${tag.name}> is an HTML element, which can run script or load a page inside the image; remove it`);
    const offsets = attributeOffsets(text, tagStart, parser.position);
    for (const attribute of Object.values((tag as SaxesTagNS).attributes)) {
      const message = attributeOffence(attribute.local, attribute.value);
      if (message) at(offsets.get(attribute.name) ?? tagStart, `${attribute.name}="${shortened(attribute.value)}": ${message}; remove it`);
    }
  });
  parser.on('processinginstruction', (instruction) => {
    at(
      text.lastIndexOf('<?', parser.position - 1),
      `<?${instruction.target}?>: an image needs no processing instruction, and a style sheet named by one can run script; remove it`,
    );
  });
  parser.on('doctype', (doctype) => {
    // Entities declared here would hide text from this check, and the browser expands them.
    if (doctype.includes('['))
      at(text.lastIndexOf('<!DOCTYPE', parser.position - 1), 'a DOCTYPE declaring entities hides what the image holds; remove its [ … ] part');
  });
  parser.write(text).close();
  return found;
}

/** Why an attribute runs script, or undefined. */
export function attributeOffence(local: string, value: string): string | undefined {
  const name = local.toLowerCase();
  if (name.startsWith('on')) return 'an event attribute runs script';
  if (name === 'attributename' && value.trim().toLowerCase().startsWith('on')) return 'an animation that sets an event attribute runs script';
  if (isScriptUrl(value)) return 'a javascript: address runs script';
  return undefined;
}

/**
 * Whether a value holds a javascript: address, as a browser reads one: any case, with whitespace and
 * control characters anywhere in it (entities are already decoded), and anywhere in a list of values.
 */
export function isScriptUrl(value: string): boolean {
  return value
    .replace(/[\u0000-\u0020\u007f-\u00a0]+/g, '')
    .toLowerCase()
    .includes('javascript:');
}

/** Where each attribute of a well-formed start tag (`text` from `start` to `end`) begins, by its name. */
export function attributeOffsets(text: string, start: number, end: number): Map<string, number> {
  const offsets = new Map<string, number>();
  // Each match takes a whole quoted value, so a name inside a value is never taken for an attribute.
  for (const match of text.slice(start, end).matchAll(/([^\s=/>"']+)\s*=\s*(?:"[^"]*"|'[^']*')/g)) {
    if (!offsets.has(match[1])) offsets.set(match[1], start + match.index);
  }
  return offsets;
}

const shortened = (value: string) => {
  const line = value.replace(/\s+/g, ' ');
  return line.length > 40 ? `${line.slice(0, 40)}…` : line;
};
