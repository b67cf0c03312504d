import { CliError } from './cliError.ts';

/** A moment typed on the command line: ISO 8601 with its offset (or Z), which names one instant anywhere. */
export function parseInstant(text: string, option: string): Date {
  const at = new Date(text);
  if (!/(?:Z|[+-]\d{2}:?\d{2})$/i.test(text.trim()) || Number.isNaN(at.getTime()))
    throw new CliError(`${option} takes a time with its offset, like 2026-12-24T00:00:00+07:00, not "${text}"`);
  return at;
}
