import type { MerchantFile } from '../src/config/types.generated.ts';
import { encodeCsPath } from '../src/rules/customerService.ts';
import { customerServiceProblems, scriptTagsOf } from './customerServiceChecks.ts';

type Parts = { path?: string; script?: string; origins?: string[] };
const merchant = ({ path = encodeCsPath('https://chat.r.test/live', 'Ab12Cd34'), script = '', origins }: Parts): MerchantFile =>
  ({
    domains: ['m.r.test'],
    customerService: [{ title: 'Chat', path, csType: 'LIVECHAT' }],
    customerServiceScriptOrigins: origins,
    content: { customerServiceScript: script },
  }) as unknown as MerchantFile;

test('script elements are read with their src however it is quoted', () => {
  expect(
    scriptTagsOf(`<script src="/a.js" async></script><SCRIPT src='/b.js'></SCRIPT><script src=/c.js></script><script>x()</script>`).map((t) => t.src),
  ).toEqual(['/a.js', '/b.js', '/c.js', undefined]);
});

test.each([
  { name: 'a sound merchant', parts: {}, problems: [] },
  { name: 'its own script with self', parts: { script: '<script src="/demo-chat/cs-widget.js"></script>', origins: ['self'] }, problems: [] },
  { name: 'a listed origin', parts: { script: '<script src="https://cs.r.test/w.js"></script>', origins: ['https://cs.r.test'] }, problems: [] },
  {
    name: 'a path that does not decode',
    parts: { path: 'plain-address-here' },
    problems: [{ pointer: '/customerService/0/path', message: expect.stringContaining('does not decode') }],
  },
  {
    name: 'a script from an origin not listed',
    parts: { script: '<script src="https://evil.test/w.js"></script>', origins: ['self'] },
    problems: [{ pointer: '/content/customerServiceScript', message: expect.stringContaining('"https://evil.test/w.js" is not from an origin') }],
  },
  {
    name: 'a script with no origin allowed',
    parts: { script: '<script src="/w.js"></script>' },
    problems: [{ pointer: '/content/customerServiceScript', message: expect.stringContaining('(none)') }],
  },
  {
    name: 'inline code',
    parts: { script: '<script>steal()</script>', origins: ['self'] },
    problems: [{ pointer: '/content/customerServiceScript', message: expect.stringContaining('inline code is never added') }],
  },
])('$name', ({ parts, problems }) => {
  expect(customerServiceProblems(merchant(parts))).toEqual(problems);
});
