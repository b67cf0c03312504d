import type { Db } from '../db/index.ts';
import { withDb } from '../../tests/server/database.ts';
import { MIGRATIONS } from '../db/migrations.ts';
import {
  changePassword,
  createMember,
  createSession,
  findMemberById,
  findMemberByUsername,
  findSession,
  hashPassword,
  passwordMatches,
  usernameClashes,
  verifyPassword,
} from './members.ts';
import { createResetToken, spendResetToken } from './passwordResets.ts';
import { createRememberToken, spendRememberToken } from './sessions.ts';

const db = withDb();

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

describe('a username is one account however it is spelled', () => {
  test('a name differing only by case is taken, and logs in to the one account', async () => {
    const alice = await createMember(db(), { merchantCode: 'royal88', username: 'Alice', password: 'secret-pass' });
    await expect(createMember(db(), { merchantCode: 'royal88', username: 'alice', password: 'other-pass' })).rejects.toMatchObject({
      status: 400,
      errorCode: 'username.exists',
    });
    expect((await findMemberByUsername(db(), 'royal88', 'ALICE'))?.id).toBe(alice.id);
    // Another merchant's Alice is another account.
    await expect(createMember(db(), { merchantCode: 'xoso68', username: 'alice', password: 'secret-pass' })).resolves.toMatchObject({ username: 'alice' });
  });

  test('names that clashed before keep their accounts, are reported, and the rule takes hold once they are renamed', async () => {
    await db().query('DROP INDEX members_username_any_case');
    try {
      const first = await createMember(db(), { merchantCode: 'sorte777', username: 'Bob', password: 'secret-pass' });
      const second = await createMember(db(), { merchantCode: 'sorte777', username: 'bob', password: 'secret-pass' });
      for (const sql of MIGRATIONS) await db().query(sql);
      expect(await usernameClashes(db())).toEqual([{ merchantCode: 'sorte777', usernames: ['Bob', 'bob'] }]);
      // The exact spelling finds its own account.
      expect((await findMemberByUsername(db(), 'sorte777', 'bob'))?.id).toBe(second.id);
      expect((await findMemberByUsername(db(), 'sorte777', 'Bob'))?.id).toBe(first.id);
      await db().query("UPDATE members SET username = 'bob2' WHERE id = $1", [second.id]);
      for (const sql of MIGRATIONS) await db().query(sql);
      expect(await usernameClashes(db())).toEqual([]);
      await expect(createMember(db(), { merchantCode: 'sorte777', username: 'BOB', password: 'x-secret' })).rejects.toMatchObject({
        errorCode: 'username.exists',
      });
    } finally {
      await db()
        .query('CREATE UNIQUE INDEX IF NOT EXISTS members_username_any_case ON members (merchant_code, lower(username))')
        .catch(() => undefined);
    }
  });
});

describe('a password check', () => {
  test.each([
    ['a member', { passwordHash: 'scrypt$c2FsdA==$aGFzaA==' }],
    ['nobody', undefined],
  ])('costs one scrypt check for %s', async (_who, member) => {
    const checked: string[] = [];
    const verify = async (_password: string, encoded: string) => {
      checked.push(encoded);
      return true;
    };
    expect(await passwordMatches('typed-pass', member, verify)).toBe(member !== undefined);
    expect(checked).toHaveLength(1);
    expect(checked[0]).toMatch(/^scrypt\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
  });
});

describe('a password change', () => {
  test('signs out whoever knew the old password: every session but the one it came from, remember tokens, and for a reset the other links', async () => {
    const member = await createMember(db(), { merchantCode: 'royal88', username: 'changer1', password: 'old-pass-1' });
    const [here, elsewhere] = [await createSession(db(), member.id, 'royal88', '10.0.0.1'), await createSession(db(), member.id, 'royal88', '10.0.0.2')];
    const remember = await createRememberToken(db(), member.id, 'royal88');
    const link = await createResetToken(db(), member.id, 'royal88');
    await changePassword(db(), member.id, 'new-pass-1', { keepSession: here });
    expect(await verifyPassword('new-pass-1', (await findMemberById(db(), member.id))!.passwordHash)).toBe(true);
    expect(await findSession(db(), here)).toBeDefined();
    expect(await findSession(db(), elsewhere)).toBeUndefined();
    expect(await spendRememberToken(db(), 'royal88', remember)).toBeUndefined();
    expect(await spendResetToken(db(), 'royal88', link)).toBe(member.id);

    const again = await createResetToken(db(), member.id, 'royal88');
    await changePassword(db(), member.id, 'new-pass-2', { spendResetLinks: true });
    expect(await findSession(db(), here)).toBeUndefined();
    expect(await spendResetToken(db(), 'royal88', again)).toBeUndefined();
  });

  test('is one write: when ending the sessions fails, the password has not changed either', async () => {
    const member = await createMember(db(), { merchantCode: 'royal88', username: 'changer2', password: 'old-pass-1' });
    const session = await createSession(db(), member.id, 'royal88', '10.0.0.1');
    const failing: Db = {
      ...db(),
      query: (sql, params) => (sql.includes('DELETE FROM sessions') ? Promise.reject(new Error('connection lost')) : db().query(sql, params)),
    };
    await expect(changePassword(failing, member.id, 'new-pass-1')).rejects.toThrow('connection lost');
    expect(await verifyPassword('old-pass-1', (await findMemberById(db(), member.id))!.passwordHash)).toBe(true);
    expect(await findSession(db(), session)).toBeDefined();
  });
});
