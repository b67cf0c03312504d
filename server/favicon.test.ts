import { readFileSync } from 'node:fs';
import path from 'node:path';
import { base, repoRoot, send, withScratchServer } from '../tests/server/support.ts';

withScratchServer();

describe('/favicon.ico', () => {
  test("answers the merchant's 192 px app icon, by host name", async () => {
    const answer = await send(base, '/favicon.ico', { headers: { Host: 'm.royal88.test' } });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('image/png');
    expect(answer.body.equals(readFileSync(path.join(repoRoot, 'merchants/assets/royal88/icon-192.png')))).toBe(true);
  });

  test('answers no content, not a 404, for a host no merchant claims', async () => {
    const answer = await send(base, '/favicon.ico', { headers: { Host: 'nobody.test' } });
    expect(answer.status).toBe(204);
  });
});
