import type { SiteConfig } from '../config/types.generated.ts';
import { makeStores, siteConfig } from '../../tests/unit/fixtures.tsx';
import { CustomerServiceScriptStore } from './CustomerServiceScriptStore.ts';

const api = vi.hoisted(() => ({ fetchCustomerServiceScript: vi.fn<() => Promise<{ scripts: string }>>() }));
vi.mock('../api/calls.ts', async (actual) => ({ ...(await actual<object>()), ...api }));
const loadScript = vi.hoisted(() => vi.fn<(src: string, attributes?: Record<string, string>) => Promise<void>>());
vi.mock('../platform/scripts.ts', async (actual) => ({ ...(await actual<object>()), loadScript }));

const origin = window.location.origin;

function scriptStore(overrides: Partial<SiteConfig> = {}) {
  const stores = makeStores({ ...siteConfig('royal88'), ...overrides });
  return new CustomerServiceScriptStore(stores);
}

beforeEach(() => {
  api.fetchCustomerServiceScript.mockReset();
  loadScript.mockReset().mockResolvedValue(undefined);
});

describe('CustomerServiceScriptStore', () => {
  test('adds a script from an allowed origin, once, with its loader attributes', async () => {
    api.fetchCustomerServiceScript.mockResolvedValue({ scripts: '<script src="/demo-chat/cs-widget.js" async data-merchant="royal88" onload="x()"></script>' });
    const store = scriptStore({ customerServiceScriptOrigins: ['self'] });
    await Promise.all([store.inject(), store.inject()]);
    expect(api.fetchCustomerServiceScript).toHaveBeenCalledOnce();
    expect(loadScript).toHaveBeenCalledWith(`${origin}/demo-chat/cs-widget.js`, { async: '', 'data-merchant': 'royal88' });
    expect(store.injected).toEqual([`${origin}/demo-chat/cs-widget.js`]);
    expect(store.refused).toEqual([]);
  });

  test('refuses and reports a script from another origin and inline code, and adds the rest', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    api.fetchCustomerServiceScript.mockResolvedValue({
      scripts: '<script src="https://evil.test/steal.js"></script><script>alert(1)</script><script src="https://cs.royal88.test/w.js"></script>',
    });
    const store = scriptStore({ customerServiceScriptOrigins: ['https://cs.royal88.test'] });
    await store.inject();
    expect(loadScript).toHaveBeenCalledOnce();
    expect(loadScript).toHaveBeenCalledWith('https://cs.royal88.test/w.js', {});
    expect(store.refused).toEqual([{ src: 'https://evil.test/steal.js', reason: 'origin' }, { reason: 'inline' }]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('refused (origin): https://evil.test/steal.js'));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('refused (inline): inline code'));
    warn.mockRestore();
  });

  test.each([
    ['the merchant allows no origin', { customerServiceScriptOrigins: [] }],
    ['chat is off', { customerServiceScriptOrigins: ['self'], whitelabel: { ...siteConfig('royal88').whitelabel, CBS3: { enabled: false } } }],
  ])('asks for nothing when %s', async (_, overrides) => {
    await scriptStore(overrides).inject();
    expect(api.fetchCustomerServiceScript).not.toHaveBeenCalled();
  });

  test('an empty answer or a failed call adds nothing', async () => {
    api.fetchCustomerServiceScript.mockResolvedValueOnce({ scripts: '' }).mockRejectedValueOnce(new Error('down'));
    await scriptStore({ customerServiceScriptOrigins: ['self'] }).inject();
    await scriptStore({ customerServiceScriptOrigins: ['self'] }).inject();
    expect(loadScript).not.toHaveBeenCalled();
  });
});
