// The server's log: JSON lines (pino, the framework's logger) with an ISO time and the level by name, as
// log collectors read them; or, for a person at a terminal (wl preview, wl studio), the same records
// pretty-printed. Start-up lines, warnings, each request (accessLog.ts) and fatal errors all go here.
import { pino, type Logger } from 'pino';

export type { Logger };

export type LogFormat = 'json' | 'pretty';

export interface LoggerOptions {
  format?: LogFormat;
  /** pino's levels: fatal, error, warn, info (the default), debug, trace, silent. */
  level?: string;
  /** Where the lines go (default: standard output). */
  destination?: NodeJS.WritableStream;
}

const LEVELS = new Set(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']);

/** The level WL_LOG_LEVEL asks for, refused in a sentence when it is none. */
export function levelFrom(value: string | undefined): string {
  if (!value) return 'info';
  if (!LEVELS.has(value)) throw new Error(`WL_LOG_LEVEL is one of ${[...LEVELS].join(', ')}, not "${value}"`);
  return value;
}

/** The format WL_LOG_FORMAT asks for (json or pretty), else the one given. */
export function logFormat(fallback: LogFormat): LogFormat {
  const asked = process.env.WL_LOG_FORMAT;
  if (!asked) return fallback;
  if (asked !== 'json' && asked !== 'pretty') throw new Error(`WL_LOG_FORMAT is json or pretty, not "${asked}"`);
  return asked;
}

export async function serverLogger(opts: LoggerOptions = {}): Promise<Logger> {
  const level = opts.level ?? 'info';
  if (opts.format === 'pretty') {
    // Loaded only for a terminal: a deployed server never needs it.
    const { default: pretty } = await import('pino-pretty');
    return pino({ level }, pretty({ colorize: process.stdout.isTTY, translateTime: 'HH:MM:ss', ignore: 'pid,hostname', destination: opts.destination ?? 1 }));
  }
  return pino(
    {
      level,
      base: undefined,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
    },
    // Written as the event loop allows, lines that pile up under load in one write (a write per line cost
    // a busy server a quarter of its pages); pino writes what is left at once when the process exits, so
    // a fatal line before an exit is not lost.
    opts.destination ?? pino.destination({ dest: 1, sync: false }),
  );
}

/** A logger that writes nothing (tests, and servers asked to be quiet). */
export const silentLogger = (): Logger => pino({ level: 'silent' });
