// V8's explicit compile hint (Chrome 136 on) on the code a server-rendered page runs as it starts: every
// function of a marked file is compiled on a background thread while the file streams in, instead of on
// the main thread the first time it is called, in the middle of start-up and hydration. Other browsers
// read a comment. Only the starting code is marked (the entry, home's blocks, and the page chunks of the
// pages the server renders): eager compiling of code that may never run costs the phone's other core and
// memory for nothing.
import type { Plugin } from 'vite';

/** The hint counts only as a file's very first line. */
export const COMPILE_ALL_ON_LOAD = '//# allFunctionsCalledOnLoad';

export interface ChunkFacts {
  fileName: string;
  name: string;
  isEntry: boolean;
  /** The module a dynamically imported chunk stands for (an absolute path), if any. */
  facadeModuleId?: string | null;
  /** The files it imports statically: they run before it does. */
  imports: readonly string[];
}

/** Where the starting code begins besides the entry: chunks by name, and the chunks of source files. */
export interface StartingCode {
  chunks: readonly string[];
  /** Source files from the project's root ('src/pages/account/LoginPage.tsx'): the chunk each one heads. */
  sources: readonly string[];
}

const isChunkOf = (facade: string | null | undefined, sources: readonly string[]): boolean =>
  Boolean(facade) && sources.some((source) => facade!.replaceAll('\\', '/').endsWith(`/${source}`));

/**
 * The files of the starting code: the entry, the named chunks and the chunks of the named sources that a
 * first screen runs, with all they import statically.
 */
export function startingFiles(chunks: readonly ChunkFacts[], start: StartingCode): Set<string> {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const starting = new Set<string>();
  const add = (chunk: ChunkFacts | undefined) => {
    if (!chunk || starting.has(chunk.fileName)) return;
    starting.add(chunk.fileName);
    for (const file of chunk.imports) add(byFile.get(file));
  };
  for (const chunk of chunks) if (chunk.isEntry || start.chunks.includes(chunk.name) || isChunkOf(chunk.facadeModuleId, start.sources)) add(chunk);
  return starting;
}

/** The chunk's code with the hint on top, once. */
export function withCompileHint(code: string): string {
  return code.startsWith(COMPILE_ALL_ON_LOAD) ? code : `${COMPILE_ALL_ON_LOAD}\n${code}`;
}

/**
 * The build plugin. It runs after every other step that writes a chunk (the bundler puts its preload list
 * on top), so the hint is the first line. A file name's hash is of the code before the hint: the hint
 * changes how soon the code compiles, never what it does.
 */
export function compileHints(start: { chunks: readonly string[]; sources: () => Promise<readonly string[]> }): Plugin {
  let sources: readonly string[] = [];
  return {
    name: 'wl-compile-hints',
    apply: 'build',
    enforce: 'post',
    async buildStart() {
      sources = await start.sources();
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
        const starting = startingFiles(chunks, { chunks: start.chunks, sources });
        for (const chunk of chunks) if (starting.has(chunk.fileName)) chunk.code = withCompileHint(chunk.code);
      },
    },
  };
}
