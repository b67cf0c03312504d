const reported = new Set<string>();

/** One console report per distinct problem, however often the part that has it renders. */
export function reportOnce(message: string): void {
  if (reported.has(message)) return;
  reported.add(message);
  console.warn(message);
}
