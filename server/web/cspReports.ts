// Violation reports of the app's Content-Security-Policy (POST /wps/csp/report): each report is read
// down to the directive it names and counted per merchant and directive, in memory. Nothing else of a
// report is kept or logged: its addresses and samples are the sender's words, and anyone may send one.
import { badRequest } from '../http/errors.ts';

/** A batch of reports larger than this is refused (413): a page's violations come a few at a time. */
export const MAX_REPORT_BYTES = 64 * 1024;

/** The Reporting API's batches (report-to): an array of { type: 'csp-violation', body: { effectiveDirective } }. */
const REPORTING_API = 'application/reports+json';
/** report-uri's single report: { 'csp-report': { 'effective-directive', 'violated-directive' } }. */
const CSP_REPORT = 'application/csp-report';

/** What a report may name; anything else is counted as other, so what is counted stays a short list. */
const DIRECTIVES: ReadonlySet<string> = new Set([
  'default-src',
  'script-src',
  'script-src-elem',
  'script-src-attr',
  'style-src',
  'style-src-elem',
  'style-src-attr',
  'img-src',
  'font-src',
  'connect-src',
  'frame-src',
  'child-src',
  'worker-src',
  'manifest-src',
  'media-src',
  'object-src',
  'base-uri',
  'form-action',
  'frame-ancestors',
  'require-trusted-types-for',
  'trusted-types',
]);
export const OTHER_DIRECTIVE = 'other';

/** A directive as counted: a known name (the first word of an older browser's "violated-directive"), else other. */
export function directiveName(value: unknown): string {
  if (typeof value !== 'string') return OTHER_DIRECTIVE;
  const name = value.trim().split(/\s/, 1)[0].toLowerCase();
  return DIRECTIVES.has(name) ? name : OTHER_DIRECTIVE;
}

const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

type ReportFormat = typeof REPORTING_API | typeof CSP_REPORT;

/** Which of the two formats a Content-Type names; 400 for any other. */
export function reportFormat(contentType: string | undefined): ReportFormat {
  const type = contentType?.split(';', 1)[0].trim().toLowerCase();
  if (type !== REPORTING_API && type !== CSP_REPORT) throw badRequest(`A report is sent as ${REPORTING_API} or ${CSP_REPORT}`);
  return type;
}

/** The directive of each violation a body reports; 400 for another content type or a body of neither shape. */
export function reportedDirectives(contentType: string | undefined, text: string): string[] {
  const type = reportFormat(contentType);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw badRequest('The report is not valid JSON');
  }
  if (type === REPORTING_API) {
    if (!Array.isArray(value)) throw badRequest('A batch of reports must be a JSON array');
    // A batch may carry other kinds of report (deprecations, say): only violations are counted.
    return value
      .filter((report) => isObject(report) && report.type === 'csp-violation')
      .map((report) => directiveName(isObject(report.body) ? report.body.effectiveDirective : undefined));
  }
  const report = isObject(value) ? value['csp-report'] : undefined;
  if (!isObject(report)) throw badRequest('The report must be a JSON object holding "csp-report"');
  return [directiveName(report['effective-directive'] ?? report['violated-directive'])];
}

/** Whether a pair last logged at `lastLoggedAt` may be logged again now. */
export const logDue = (lastLoggedAt: number | undefined, now: number, everyMs: number): boolean => lastLoggedAt === undefined || now - lastLoggedAt >= everyMs;

interface Tally {
  total: number;
  /** Counted since the pair was last logged. */
  unlogged: number;
  loggedAt?: number;
}

/** Reports counted per merchant and directive; each pair is logged at most once a minute, so a page cannot flood the log. */
export class CspReportCounter {
  private readonly tallies = new Map<string, Map<string, Tally>>();
  private readonly log: (line: string) => void;
  private readonly now: () => number;
  private readonly logEveryMs: number;

  constructor(opts: { log: (line: string) => void; now?: () => number; logEveryMs?: number }) {
    this.log = opts.log;
    this.now = opts.now ?? Date.now;
    this.logEveryMs = opts.logEveryMs ?? 60_000;
  }

  /** Counts one body's reports for a merchant (a code of a loaded merchant, or the name given to none). */
  add(merchant: string, directives: readonly string[]): void {
    if (directives.length === 0) return;
    let byDirective = this.tallies.get(merchant);
    if (!byDirective) this.tallies.set(merchant, (byDirective = new Map()));
    for (const directive of directives) {
      const tally = byDirective.get(directive) ?? { total: 0, unlogged: 0 };
      tally.total += 1;
      tally.unlogged += 1;
      byDirective.set(directive, tally);
    }
    const now = this.now();
    for (const directive of new Set(directives)) {
      const tally = byDirective.get(directive)!;
      if (!logDue(tally.loggedAt, now, this.logEveryMs)) continue;
      this.log(`CSP violations: ${merchant} ${directive}: ${tally.unlogged} (${tally.total} in all)`);
      tally.loggedAt = now;
      tally.unlogged = 0;
    }
  }

  /** The counts so far, by merchant and directive (a copy). */
  counts(): Record<string, Record<string, number>> {
    return Object.fromEntries(
      [...this.tallies].map(([merchant, byDirective]) => [
        merchant,
        Object.fromEntries([...byDirective].map(([directive, tally]) => [directive, tally.total])),
      ]),
    );
  }
}
