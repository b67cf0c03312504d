import { decodeCsPath, encodeCsPath, footerChat, tryDecodeCsPath } from './customerService.ts';

describe('customer service paths', () => {
  test.each(['https://chat.royal88.test/live', 'https://cs.example.test/v?lang=vi&x=ố'])('%s survives a round trip', (address) => {
    expect(decodeCsPath(encodeCsPath(address, 'k3Y9aZ01'))).toBe(address);
  });

  test('a path that does not decode is used as it is, with a warning, when it is a safe link', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(decodeCsPath('https://chat.example.test/raw')).toBe('https://chat.example.test/raw');
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });

  test.each(['javascript:alert(1)', 'not-encoded!!', '//evil.test/chat'])('%s, neither decodable nor a safe link, gives no address', (path) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(decodeCsPath(path)).toBeUndefined();
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });

  test.each([
    ['short', 'too short'],
    ['@@@@@@@@abcdefgh', /./],
    [encodeCsPath('ftp://files.test/x', 'k3Y9aZ01'), 'not a web address'],
  ])('%s does not decode (%s), quietly', (path, error) => {
    const warn = vi.spyOn(console, 'warn');
    const decoded = tryDecodeCsPath(path);
    expect('error' in decoded && decoded.error).toMatch(error);
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  });

  test('rejects a key of the wrong length', () => {
    expect(() => encodeCsPath('https://x.test', 'short')).toThrow(/8 letters/);
  });

  test('the footer entry wins, else the first', () => {
    const a = { title: 'A', path: 'p', csType: 'LIVECHAT' };
    const b = { ...a, title: 'B', csPosition: 'footer' };
    expect(footerChat([a, b])?.title).toBe('B');
    expect(footerChat([a])?.title).toBe('A');
    expect(footerChat(undefined)).toBeUndefined();
  });
});
