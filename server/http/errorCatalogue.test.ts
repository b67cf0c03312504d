// Every errorCode the reference API can answer has words in the app's catalogue, in all twenty languages
// (the messages test checks the other nineteen against English), as plain text the API can send as is.
import { TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ACTIVITY_NOT_AVAILABLE, PROMOTION_NOT_FOUND } from '../../src/api/activityCalls.ts';
import { ERROR_CODES, isErrorCode } from '../../src/api/errorCodes.ts';
import { errorMessageId, LOGGED_OUT_CODES } from '../../src/api/failures.ts';
import { FEEDBACK_CODES } from '../../src/api/memberAreaCalls.ts';
import { LANGUAGES } from '../../src/i18n/languages.ts';

const root = path.resolve(__dirname, '../..');
const catalogueDir = path.join(root, 'src/i18n/errors/messages');
const read = (code: string) => JSON.parse(readFileSync(path.join(catalogueDir, `${code}.json`), 'utf8')) as Record<string, string>;
/** The messages as "npm run gen" compiled them. */
const compiled = (code: string) =>
  JSON.parse(readFileSync(path.join(root, 'src/i18n/compiled/errors', `${code}.json`), 'utf8')) as Record<string, MessageFormatElement[]>;

/** Product source files of the API (tests and test support answer nothing to players). */
function serverSources(dir = path.join(root, 'server')): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return serverSources(full);
    return /\.ts$/.test(entry.name) && !/\.(test|fixtures)\.ts$/.test(entry.name) && !/^test(Support|Process)\.ts$/.test(entry.name) ? [full] : [];
  });
}

/** The ways an error code is written in the API: thrown, defaulted, or named in an answer of its own. */
const CODE_PATTERNS = [
  /new HttpError\(\s*\d+,\s*'([\w.]+)'/g,
  /\b(?:badRequest|notFound)\([^;]*?,\s*'([\w.]+)'\s*\)/g,
  /errorCode(?::|\s*:\s*ErrorCode\s*=|\s*=)\s*'([\w.]+)'/g,
  /errorBody\([^;]*?,\s*'([\w.]+)'\)/g,
];

function codesAnswered(): Map<string, string> {
  const found = new Map<string, string>();
  for (const file of serverSources()) {
    const text = readFileSync(file, 'utf8');
    for (const pattern of CODE_PATTERNS) for (const [, code] of text.matchAll(pattern)) if (!found.has(code)) found.set(code, path.relative(root, file));
  }
  return found;
}

describe('the error catalogue', () => {
  test('has a message for every code the reference API can answer', () => {
    const answered = codesAnswered();
    // The scan itself works: it finds codes thrown in several ways and files.
    expect([...answered.keys()]).toEqual(
      expect.arrayContaining([
        'not.exists.user',
        'login.cred.err',
        'customer.not.login',
        'bad_request',
        'not_found',
        'internal_error',
        'headers_too_large',
        'launch.param.invalid',
        'trial.unavailable',
      ]),
    );
    const english = read('EN');
    const missing = [...answered].filter(([code]) => !(errorMessageId(code) && errorMessageId(code)! in english)).map(([code, file]) => `${code} (${file})`);
    expect(missing).toEqual([]);
    expect([...answered.keys()].filter((code) => !isErrorCode(code))).toEqual([]);
  });

  test('knows the codes the app reacts to by name', () => {
    const handled = [
      ...LOGGED_OUT_CODES,
      ...FEEDBACK_CODES,
      PROMOTION_NOT_FOUND,
      ACTIVITY_NOT_AVAILABLE,
      'domain_not_available',
      'login_verify_required',
      'bind_customer_required',
      'token_ip_different',
      'remember.invalid',
      'captcha.required',
      'merchant_not_found',
    ];
    expect(handled.filter((code) => !isErrorCode(code))).toEqual([]);
  });

  test('holds exactly one message per known code', () => {
    expect(Object.keys(read('EN')).sort()).toEqual(ERROR_CODES.map((code) => `errors.${code}`).sort());
  });

  test.each(LANGUAGES)('%s: every message is plain text, sent by the API as it is written', (code) => {
    const asts = compiled(code);
    const notPlain = Object.entries(read(code)).filter(([id, text]) => {
      const elements = asts[id] ?? [];
      return !text.trim() || elements.length !== 1 || elements[0].type !== TYPE.literal || elements[0].value !== text;
    });
    expect(notPlain).toEqual([]);
  });
});
