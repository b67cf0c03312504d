// The server's floors (docs/architecture.md, The reference API): the set-up (index.ts) wires everything;
// routes and the server render answer requests; the domain modules know members, limits, content and
// the rest; the HTTP plumbing and the database are the ground floor. A file imports its own floor or
// lower, and routes and render, like the HTTP plumbing and the database, never import each other.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { importCircles, relativeImports } from '../tests/support/imports.ts';

const server = path.resolve(__dirname);

/** The floor of each part of server/: a top-level folder, or a top-level file by name; the rest is domain. */
const FLOORS: Record<string, number> = { index: 4, serverOptions: 4, routes: 3, render: 3, http: 1, db: 1 };
/** The domain's rooms named here; any other folder is domain too (captcha, chat, games, limits, …). */
const ROOMS = ['accounts', 'content', 'merchants', 'operations', 'web'];
const DOMAIN = 2;
/** Same floor, but strangers to each other. */
const APART = [
  ['routes', 'render'],
  ['http', 'db'],
];

const partOf = (file: string) => path.relative(server, file).split(path.sep)[0].replace(/\.ts$/, '');
const floorOf = (part: string) => FLOORS[part] ?? DOMAIN;
function crossings(): string[] {
  const found: string[] = [];
  for (const { file, spec, target } of relativeImports(server)) {
    if (!target.startsWith(server + path.sep)) continue;
    const [from, to] = [partOf(file), partOf(target)];
    if (to === from) continue;
    const upward = floorOf(to) > floorOf(from);
    const apart = APART.some((pair) => pair.includes(from) && pair.includes(to));
    if (upward || apart) found.push(`${path.relative(server, file)} → ${spec}`);
  }
  return found;
}

test('no file of server/ imports a floor above its own, nor a stranger on its floor', () => {
  expect(crossings()).toEqual([]);
});

test('the floors named exist', () => {
  const parts = new Set(readdirSync(server).map((name) => name.replace(/\.ts$/, '')));
  expect(Object.keys(FLOORS).filter((part) => !parts.has(part))).toEqual([]);
});

test('no files of server/ import each other in a circle', () => {
  expect(importCircles(server)).toEqual([]);
});

test("server/'s root holds only the composition: every other module is in a room", () => {
  const loose = readdirSync(server).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts') && !(name.replace(/\.ts$/, '') in FLOORS));
  expect(loose).toEqual([]);
  const folders = new Set(
    readdirSync(server, { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => e.name),
  );
  expect(ROOMS.filter((room) => !folders.has(room))).toEqual([]);
});
