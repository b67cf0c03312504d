import { hashPassword, verifyPassword } from './members.ts';

describe('passwords', () => {
  test('are stored as scrypt$salt$hash with a fresh salt each time', async () => {
    const first = await hashPassword('secret-pass');
    const second = await hashPassword('secret-pass');
    expect(first).toMatch(/^scrypt\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(first).not.toBe(second);
    expect(first).not.toContain('secret-pass');
  });

  test('verify only the password they were made from', async () => {
    const hash = await hashPassword('secret-pass');
    expect(await verifyPassword('secret-pass', hash)).toBe(true);
    expect(await verifyPassword('secret-pasS', hash)).toBe(false);
    expect(await verifyPassword('', hash)).toBe(false);
  });

  test.each(['', 'plain', 'scrypt$$', 'bcrypt$abc$def', 'scrypt$abc$def$ghi'])('a malformed hash %j never matches', async (encoded) => {
    expect(await verifyPassword('secret-pass', encoded)).toBe(false);
  });
});
