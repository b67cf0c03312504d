// POST /wps/csp/report: the violation reports the app's policy asks browsers to send, in both of their
// formats, counted per merchant and directive; never echoed, refused in the error envelope when too
// large or malformed.
import { CSP_REPORT_PATH } from '../web/securityHeaders.ts';
import { base, send, server, withScratchServer } from '../../tests/server/support.ts';

withScratchServer();

const report = (contentType: string, body: string, host = 'm.royal88.test') =>
  send(base, CSP_REPORT_PATH, { method: 'POST', headers: { Host: host, 'Content-Type': contentType }, body });

const reportingApi = (...directives: string[]) =>
  JSON.stringify(
    directives.map((effectiveDirective) => ({
      type: 'csp-violation',
      age: 1,
      url: 'https://m.royal88.test/m/home',
      body: { effectiveDirective, blockedURL: 'https://evil.test/<script>', disposition: 'enforce' },
    })),
  );
const reportUri = (directive: string) =>
  JSON.stringify({ 'csp-report': { 'document-uri': 'https://m.xoso68.test/m/home', 'effective-directive': directive, 'blocked-uri': 'inline' } });

const expectEnvelope = (answer: { status: number; headers: Record<string, unknown>; text: string }, status: number, errorCode: string) => {
  expect(answer.status).toBe(status);
  expect(String(answer.headers['content-type'])).toMatch(/^application\/json/);
  expect(JSON.parse(answer.text)).toEqual({ success: false, message: expect.any(String), errorCode });
};

describe(`POST ${CSP_REPORT_PATH}`, () => {
  test("counts the Reporting API's batches (application/reports+json) for the host's merchant, answering 204 and nothing else", async () => {
    const answer = await report('application/reports+json', reportingApi('script-src-elem', 'script-src-elem', 'connect-src'));
    expect(answer.status).toBe(204);
    expect(answer.text).toBe('');
    expect(answer.headers['content-type']).toBeUndefined();
    expect(server.cspReports.counts().royal88).toEqual({ 'script-src-elem': 2, 'connect-src': 1 });
  });

  test("counts report-uri's reports (application/csp-report)", async () => {
    const answer = await report('application/csp-report', reportUri('img-src'), 'm.xoso68.test');
    expect(answer.status).toBe(204);
    expect(answer.text).toBe('');
    expect(server.cspReports.counts().xoso68).toEqual({ 'img-src': 1 });
  });

  test('counts a report from a host no merchant claims apart', async () => {
    expect((await report('application/csp-report', reportUri('frame-ancestors'), 'nobody.test')).status).toBe(204);
    expect(Object.values(server.cspReports.counts()).filter((byDirective) => byDirective['frame-ancestors'] === 1)).toHaveLength(1);
    expect(server.cspReports.counts()).not.toHaveProperty('nobody.test');
  });

  test('a body over the limit is a 413 in the envelope, and nothing is counted', async () => {
    const before = server.cspReports.counts();
    const huge = reportingApi(...Array.from({ length: 2000 }, () => 'style-src-elem'));
    expect(huge.length).toBeGreaterThan(64 * 1024);
    expectEnvelope(await report('application/reports+json', huge), 413, 'payload_too_large');
    expect(server.cspReports.counts()).toEqual(before);
  });

  test.each([
    { name: 'not JSON', type: 'application/reports+json', body: '[{"type":' },
    { name: 'a batch that is no array', type: 'application/reports+json', body: '{"type":"csp-violation"}' },
    { name: 'a csp-report without its object', type: 'application/csp-report', body: '{"report":1}' },
    { name: 'another content type', type: 'text/plain', body: reportingApi('img-src') },
  ])('$name is a 400 in the envelope', async ({ type, body }) => {
    expectEnvelope(await report(type, body), 400, 'bad_request');
  });
});
