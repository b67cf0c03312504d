// The fault matrix covers every call of src/api: a new /wps path without an entry in its table fails here.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CALL_TRIGGERS, callPathsInSource } from '../e2e/faultMatrix.calls.ts';
import { shippedMerchants } from '../e2e/merchants.ts';

describe('the fault matrix list of calls', () => {
  it('has an entry for every /wps path src/api calls, and none for a path it no longer calls', () => {
    const inSource = callPathsInSource();
    expect(inSource.length).toBeGreaterThan(30);
    expect(inSource.filter((p) => !(p in CALL_TRIGGERS))).toEqual([]);
    expect(Object.keys(CALL_TRIGGERS).filter((p) => !inSource.includes(p))).toEqual([]);
  });

  it('says for every call where a player makes it, on a shipped merchant, and what answers its failure', () => {
    const hosts = shippedMerchants().map((m) => m.host);
    for (const [call, trigger] of Object.entries(CALL_TRIGGERS)) {
      expect(hosts, call).toContain(trigger.host);
      expect(trigger.path, call).toMatch(/^\/m\//);
      if (trigger.shows === 'own') expect(trigger.ownText, call).toBeTruthy();
    }
  });

  it('tells phone set-ups and member data apart by name (cells that share a name share a phone)', () => {
    for (const kind of ['phone', 'member'] as const) {
      const byName = new Map<string, unknown>();
      for (const trigger of Object.values(CALL_TRIGGERS)) {
        const setup = trigger[kind];
        if (!setup) continue;
        expect(byName.get(setup.name) ?? setup, setup.name).toBe(setup);
        byName.set(setup.name, setup);
      }
    }
  });

  it('finds the paths calls name, in any quoting, template origins included; not lists, tests or fixtures', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'calls-'));
    writeFileSync(
      path.join(dir, 'someCalls.ts'),
      // biome-ignore lint/suspicious/noTemplateCurlyInString: source text, with a template literal in it
      "const LIST = ['/wps/listed/only'];\napi.get<{ a: string[] }>('/wps/a/one', {}); api.post(\"/wps/b\"); postEncrypted<T>(api, '/wps/d', p); fetch(`${origin}/wps/c?x=${y}`);",
    );
    writeFileSync(path.join(dir, 'someCalls.test.ts'), "api.get('/wps/not/this');");
    writeFileSync(path.join(dir, 'someCalls.fixtures.ts'), "api.get('/wps/nor/this');");
    expect(callPathsInSource(dir)).toEqual(['/wps/a/one', '/wps/b', '/wps/d', '/wps/c']);
  });
});
