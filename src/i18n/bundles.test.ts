import { readFileSync } from 'node:fs';
import path from 'node:path';
import { BUNDLES, bundleOf } from './bundles.ts';

test.each([
  ['login.submit', 'account'], ['twofactor.title', 'account'], ['captcha.retry', 'account'], ['field.username', 'account'],
  ['nav.login', 'core'], ['page.login', 'core'], ['please_log_in', 'core'], ['download.title', 'core'],
])('%s is in the %s bundle', (id, bundle) => expect(bundleOf(id)).toBe(bundle));

test('every bundle holds some English message', () => {
  const english = JSON.parse(readFileSync(path.join(__dirname, 'messages', 'EN.json'), 'utf8')) as Record<string, string>;
  const counts = Object.fromEntries(BUNDLES.map((bundle) => [bundle, Object.keys(english).filter((id) => bundleOf(id) === bundle).length]));
  for (const bundle of BUNDLES) expect(counts[bundle]).toBeGreaterThan(0);
});
