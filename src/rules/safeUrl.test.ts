import urlSchema from '../../schema/config/url.schema.json';
import { SAFE_FILE, SAFE_LINK, safeUrl } from './safeUrl.ts';

describe('safeUrl', () => {
  test.each([
    ['https://www.example.com/promo?id=1', 'https://www.example.com/promo?id=1', 'https://www.example.com/promo?id=1'],
    ['HTTP://example.com', 'HTTP://example.com', 'HTTP://example.com'],
    ['  https://example.com/a  ', 'https://example.com/a', 'https://example.com/a'],
    ['/m', '/m', '/m'],
    ['/m/activity?id=101', '/m/activity?id=101', '/m/activity?id=101'],
    ['/m?tab=2', '/m?tab=2', '/m?tab=2'],
    ['/m#top', '/m#top', '/m#top'],
    ['/cdn/royal88/logo.svg', undefined, '/cdn/royal88/logo.svg'],
    ['/mobile', undefined, '/mobile'],
    ['javascript:alert(1)', undefined, undefined],
    ['JavaScript:alert(1)', undefined, undefined],
    [' javascript:alert(1)', undefined, undefined],
    ['data:text/html,<script>alert(1)</script>', undefined, undefined],
    ['vbscript:msgbox(1)', undefined, undefined],
    ['file:///etc/passwd', undefined, undefined],
    ['//evil.example/m/home', undefined, undefined],
    ['/\\evil.example', undefined, undefined],
    ['https:/evil.example', undefined, undefined],
    ['https://', undefined, undefined],
    ['http://exa mple.com', undefined, undefined],
    ['https://example.com/\u0000', undefined, undefined],
    ['m/home', undefined, undefined],
    ['', undefined, undefined],
    [undefined, undefined, undefined],
    [null, undefined, undefined],
  ])('%j is %j as a link and %j as a file', (raw, link, file) => {
    expect(safeUrl(raw, 'link')).toBe(link);
    expect(safeUrl(raw, 'file')).toBe(file);
  });

  test('the schemas use the same patterns, so wl validate refuses what the app refuses', () => {
    expect(urlSchema.definitions.link.pattern).toBe(SAFE_LINK.source);
    expect(urlSchema.definitions.file.pattern).toBe(SAFE_FILE.source);
  });
});
