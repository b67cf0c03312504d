import { routeName } from './routeNames.ts';

test.each([
  // The API's own patterns, as declared.
  ['/wps/system/config', '/wps/system/config?x=1', 200, '/wps/system/config'],
  ['/wps/*', '/wps/no/such/call', 404, 'unmatched'],
  ['/healthz', '/healthz', 200, '/healthz'],
  // Pages and files by kind of path.
  ['/*', '/m/home?affiliateCode=A1', 200, '/m/*'],
  ['/*', '/m/assets/index-abc123.js', 200, '/m/assets/*'],
  ['/*', '/cdn/royal88/banner-1.webp', 200, '/cdn/*'],
  ['/*', '/favicon.ico', 200, '/favicon.ico'],
  ['/*', '/studio/release-page?release=2', 200, '/studio/*'],
  // Whatever a client invents is one name.
  ['/*', '/wp-admin/setup.php', 404, 'unmatched'],
  ['/*', '/random-0.123', 404, 'unmatched'],
  [undefined, '/%zz', 400, 'unmatched'],
])('%s %s (%i) is %s', (pattern, target, status, name) => {
  expect(routeName(pattern, target, status)).toBe(name);
});
