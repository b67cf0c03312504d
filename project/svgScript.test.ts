import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../scripts/lib/root.ts';
import { attributeOffsets, isScriptUrl, svgOffences } from './svgScript.ts';

const SVG = 'xmlns="http://www.w3.org/2000/svg"';
const XLINK = 'xmlns:xlink="http://www.w3.org/1999/xlink"';

describe('svgOffences', () => {
  it.each<[string, string, [line: number, column: number, message: RegExp][]]>([
    ['a plain drawing', `<svg ${SVG} viewBox="0 0 10 10">\n  <rect width="10" height="10" fill="#c00"/>\n  <text x="1" y="8">a &lt; b</text>\n</svg>`, []],
    [
      'a link to a page, styles and a gradient',
      `<?xml version="1.0" encoding="UTF-8"?>\n<svg ${SVG} ${XLINK}><style>.a{fill:red}</style><defs><linearGradient id="g"/></defs><a xlink:href="https://example.com/"><rect class="a" fill="url(#g)" width="1" height="1"/></a></svg>`,
      [],
    ],
    ['a DOCTYPE naming the SVG DTD', `<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">\n<svg ${SVG}/>`, []],
    ['a script element', `<svg ${SVG}>\n  <script>alert(1)</script>\n</svg>`, [[2, 3, /^<script>: a <script> element runs script/]]],
    [
      'a script element of HTML',
      `<svg ${SVG} xmlns:h="http://www.w3.org/1999/xhtml">\n<h:script>alert(1)</h:script></svg>`,
      [[2, 1, /^<h:script>: a <script> element/]],
    ],
    ['another HTML element', `<svg ${SVG}><iframe xmlns="http://www.w3.org/1999/xhtml" srcdoc="x"/></svg>`, [[1, 41, /^<iframe> is an HTML element/]]],
    [
      'a foreignObject',
      `<svg ${SVG}>\n <foreignObject width="9" height="9"><div/></foreignObject></svg>`,
      [[2, 2, /^<foreignObject>: a <foreignObject> element holds a web page/]],
    ],
    [
      'an event attribute',
      `<svg ${SVG}>\n  <rect width="1"\n        onclick="alert(1)"/></svg>`,
      [[3, 9, /^onclick="alert\(1\)": an event attribute runs script; remove it$/]],
    ],
    ['onload on the root', `<svg ${SVG} onload='alert(1)'/>`, [[1, 41, /^onload=/]]],
    [
      'a javascript: href',
      `<svg ${SVG}><a href="javascript:alert(1)"><text>x</text></a></svg>`,
      [[1, 44, /^href="javascript:alert\(1\)": a javascript: address runs script/]],
    ],
    ['a javascript: xlink:href', `<svg ${SVG} ${XLINK}><a xlink:href="JavaScript:alert(1)"/></svg>`, [[1, 87, /^xlink:href=/]]],
    ['javascript: written with an entity', `<svg ${SVG}><a href="java&#x73;cript:alert(1)"/></svg>`, [[1, 44, /a javascript: address/]]],
    ['javascript: after spaces', `<svg ${SVG}><a href="  javascript:alert(1)"/></svg>`, [[1, 44, /a javascript: address/]]],
    ['javascript: split by a tab and a newline', `<svg ${SVG}><a href="java&#9;scr&#x0A;ipt:alert(1)"/></svg>`, [[1, 44, /a javascript: address/]]],
    ['javascript: in an animation', `<svg ${SVG}><a><set attributeName="href" to="javascript:alert(1)"/></a></svg>`, [[1, 70, /^to="javascript:alert\(1\)"/]]],
    [
      'javascript: in a list of values',
      `<svg ${SVG}><animate attributeName="href" values="#a;javascript:alert(1)"/></svg>`,
      [[1, 71, /a javascript: address/]],
    ],
    [
      'an animation setting an event attribute',
      `<svg ${SVG}><set attributeName="onmouseover" to="alert(1)"/></svg>`,
      [[1, 46, /^attributeName="onmouseover": an animation that sets an event attribute/]],
    ],
    ['a style sheet instruction', `<?xml-stylesheet type="text/xsl" href="x.xsl"?>\n<svg ${SVG}/>`, [[1, 1, /^<\?xml-stylesheet\?>: /]]],
    ['entities declared in a DOCTYPE', `<!DOCTYPE svg [<!ENTITY js "javascript:">]>\n<svg ${SVG}/>`, [[1, 1, /^a DOCTYPE declaring entities/]]],
    ['text that is not XML', `<svg ${SVG}>\n<a href="x"></b></svg>`, [[2, 16, /^is not well-formed XML \(.+\): browsers show no image/]]],
  ])('%s', (_, text, expected) => {
    const found = svgOffences(text);
    expect(found.map((o) => [o.line, o.column])).toEqual(expected.map(([line, column]) => [line, column]));
    found.forEach((o, i) => expect(o.message).toMatch(expected[i][2]));
  });

  it("passes every SVG of the project's merchants", () => {
    const assets = path.join(projectRoot, 'merchants', 'assets');
    const svgs = readdirSync(assets).flatMap((code) =>
      readdirSync(path.join(assets, code))
        .filter((f) => f.endsWith('.svg'))
        .map((f) => path.join(assets, code, f)),
    );
    expect(svgs.length).toBeGreaterThan(0);
    expect(svgs.filter((file) => svgOffences(readFileSync(file, 'utf8')).length > 0)).toEqual([]);
  });
});

describe('isScriptUrl', () => {
  it.each<[string, boolean]>([
    ['javascript:alert(1)', true],
    [' \t\nJaVaScRiPt:x', true],
    ['java\tscript:x', true],
    ['\u0001javascript:x', true],
    ['#a;javascript:x', true],
    ['https://example.com/javascript', false],
    ['#gradient', false],
    ['data:image/png;base64,AAAA', false],
  ])('%j', (value, expected) => expect(isScriptUrl(value)).toBe(expected));
});

describe('attributeOffsets', () => {
  it('takes names, never text inside a value', () => {
    const text = `<a title=" onclick='x'" onclick = 'y' b="1">`;
    expect(Object.fromEntries(attributeOffsets(text, 0, text.length))).toEqual({ title: 3, onclick: 24, b: 38 });
  });
});
