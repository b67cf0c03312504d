import { CspReportCounter, directiveName, logDue, reportedDirectives } from './cspReports.ts';

/** A report as the Reporting API sends it (application/reports+json, an array of them). */
const violation = (effectiveDirective: unknown) => ({
  type: 'csp-violation',
  age: 10,
  url: 'https://m.royal88.test/m/home',
  user_agent: 'Mozilla/5.0',
  body: { documentURL: 'https://m.royal88.test/m/home', blockedURL: 'https://evil.test/x.js', effectiveDirective, disposition: 'enforce', statusCode: 200 },
});
/** A report as report-uri sends it (application/csp-report, one object). */
const cspReport = (fields: Record<string, unknown>) =>
  JSON.stringify({ 'csp-report': { 'document-uri': 'https://m.royal88.test/m/home', 'blocked-uri': 'inline', ...fields } });

describe('reportedDirectives', () => {
  it.each([
    {
      name: 'the Reporting API: one directive per violation',
      type: 'application/reports+json',
      text: JSON.stringify([violation('script-src-elem'), violation('connect-src')]),
      expected: ['script-src-elem', 'connect-src'],
    },
    {
      name: 'the Reporting API: other kinds of report are not counted',
      type: 'application/reports+json',
      text: JSON.stringify([{ type: 'deprecation', body: {} }, violation('img-src')]),
      expected: ['img-src'],
    },
    { name: 'the Reporting API: an empty batch', type: 'application/reports+json', text: '[]', expected: [] },
    {
      name: 'report-uri: the effective directive',
      type: 'application/csp-report',
      text: cspReport({ 'effective-directive': 'style-src-attr', 'violated-directive': 'style-src' }),
      expected: ['style-src-attr'],
    },
    {
      name: 'report-uri: an older browser names the violated directive with its sources',
      type: 'application/csp-report',
      text: cspReport({ 'violated-directive': "script-src 'self' https://a.test" }),
      expected: ['script-src'],
    },
    {
      name: 'a charset after the type',
      type: 'application/csp-report; charset=utf-8',
      text: cspReport({ 'effective-directive': 'frame-src' }),
      expected: ['frame-src'],
    },
    { name: 'the type in capitals', type: 'Application/Reports+JSON', text: JSON.stringify([violation('font-src')]), expected: ['font-src'] },
    {
      name: 'a directive no policy has is counted as other',
      type: 'application/reports+json',
      text: JSON.stringify([violation('made-up-src'), violation(42), violation(undefined)]),
      expected: ['other', 'other', 'other'],
    },
  ])('$name', ({ type, text, expected }) => {
    expect(reportedDirectives(type, text)).toEqual(expected);
  });

  it.each([
    { name: 'not JSON', type: 'application/reports+json', text: '[{' },
    { name: 'the Reporting API: not an array', type: 'application/reports+json', text: JSON.stringify(violation('img-src')) },
    { name: 'report-uri: no csp-report object', type: 'application/csp-report', text: JSON.stringify({ report: {} }) },
    { name: 'report-uri: an array', type: 'application/csp-report', text: '[]' },
    { name: 'report-uri: empty', type: 'application/csp-report', text: '' },
    { name: 'another type', type: 'application/json', text: JSON.stringify([violation('img-src')]) },
    { name: 'no type', type: undefined, text: JSON.stringify([violation('img-src')]) },
  ])('$name: 400', ({ type, text }) => {
    expect(() => reportedDirectives(type, text)).toThrow(expect.objectContaining({ status: 400, errorCode: 'bad_request' }));
  });
});

describe('directiveName', () => {
  it.each([
    ['script-src', 'script-src'],
    ['SCRIPT-SRC', 'script-src'],
    ["connect-src 'self' https://a.test", 'connect-src'],
    ['frame-ancestors', 'frame-ancestors'],
    ['x'.repeat(10_000), 'other'],
    ['', 'other'],
    [null, 'other'],
    [{ toString: (): string => 'script-src' }, 'other'],
  ])('%j is %s', (value, expected) => {
    expect(directiveName(value)).toBe(expected);
  });
});

describe('logDue', () => {
  it.each([
    { name: 'never logged', last: undefined, now: 5, due: true },
    { name: 'logged a second ago', last: 59_000, now: 60_000, due: false },
    { name: 'logged just under a minute ago', last: 0, now: 59_999, due: false },
    { name: 'logged a minute ago', last: 0, now: 60_000, due: true },
  ])('$name: $due', ({ last, now, due }) => {
    expect(logDue(last, now, 60_000)).toBe(due);
  });
});

describe('CspReportCounter', () => {
  it('counts per merchant and directive, and logs each pair at most once a minute', () => {
    let now = 0;
    const lines: string[] = [];
    const counter = new CspReportCounter({ log: (line) => lines.push(line), now: () => now });

    counter.add('royal88', ['script-src', 'script-src', 'img-src']);
    counter.add('xoso68', ['script-src']);
    expect(counter.counts()).toEqual({ royal88: { 'script-src': 2, 'img-src': 1 }, xoso68: { 'script-src': 1 } });
    expect(lines).toEqual([
      'CSP violations: royal88 script-src: 2 (2 in all)',
      'CSP violations: royal88 img-src: 1 (1 in all)',
      'CSP violations: xoso68 script-src: 1 (1 in all)',
    ]);

    // A page that floods: counted, not logged, until a minute has passed.
    now = 30_000;
    for (let i = 0; i < 500; i++) counter.add('royal88', ['script-src']);
    expect(lines).toHaveLength(3);
    now = 60_000;
    counter.add('royal88', ['script-src']);
    expect(lines.slice(3)).toEqual(['CSP violations: royal88 script-src: 501 (503 in all)']);
    expect(counter.counts().royal88['script-src']).toBe(503);
  });

  it('hands out a copy of its counts', () => {
    const counter = new CspReportCounter({ log: () => undefined });
    counter.add('royal88', ['img-src']);
    counter.counts().royal88['img-src'] = 99;
    expect(counter.counts()).toEqual({ royal88: { 'img-src': 1 } });
  });
});
