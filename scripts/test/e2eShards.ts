// Which browser-suite files share a process. Each process pays once for Node, the TypeScript loader and
// the server's and browser driver's modules (about 4 CPU-s a file when each had a process of its own);
// the files in it run one after another, each in a suite of its own with its own hooks.

export interface SuiteFile {
  file: string;
  /** What the file usually takes, in seconds (tests/e2e/durations.json); any positive figure will do. */
  seconds: number;
}

/**
 * The files dealt into `count` groups of about equal time: longest first, each to the group with the
 * least so far (the groups come out longest first, so that the runner starts the longest early). Within
 * a group, files keep their given order, so a run reads in the same order each time.
 */
export function dealFiles(files: SuiteFile[], count: number): string[][] {
  const groups = Array.from({ length: Math.max(1, Math.min(count, files.length)) }, () => ({ seconds: 0, files: [] as SuiteFile[] }));
  const longestFirst = [...files].sort((a, b) => b.seconds - a.seconds || a.file.localeCompare(b.file));
  for (const file of longestFirst) {
    const least = groups.reduce((best, group) => (group.seconds < best.seconds ? group : best));
    least.seconds += file.seconds;
    least.files.push(file);
  }
  const order = new Map(files.map((file, index) => [file.file, index]));
  return groups
    .filter((group) => group.files.length > 0)
    .sort((a, b) => b.seconds - a.seconds)
    .map((group) => group.files.sort((a, b) => (order.get(a.file) ?? 0) - (order.get(b.file) ?? 0)).map((file) => file.file));
}

/** A file's figure: its own when known, else the median of the known ones (a new file is a typical one). */
export function secondsOf(files: string[], known: Record<string, number>): SuiteFile[] {
  const figures = Object.values(known).sort((a, b) => a - b);
  const typical = figures.length > 0 ? figures[Math.floor(figures.length / 2)] : 1;
  return files.map((file) => ({ file, seconds: known[file.split('/').pop() ?? file] ?? typical }));
}
