import { readFileSync } from 'node:fs';
import path from 'node:path';

// Message bundles are fetched by URL in the browser; here they come from what "npm run gen" compiled.
const compiled = path.resolve(__dirname, '../../src/i18n/compiled');
const networkFetch = globalThis.fetch;
globalThis.fetch = async (input, init) => {
  const match = /\/assets\/i18n\/[0-9a-f]+\/([\w-]+)\/([\w-]+)\.json$/.exec(String(input));
  if (!match) return networkFetch(input, init);
  try {
    return new Response(readFileSync(path.join(compiled, match[1], `${match[2]}.json`)), { headers: { 'Content-Type': 'application/json' } });
  } catch {
    return new Response('{}', { status: 404 });
  }
};
