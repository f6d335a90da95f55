import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../testing/databases';
import { migratedDatabase } from '../testing/migratedDatabase';
import { UserRepository } from './users';

describe.each(testDatabases())('user repository over $name', (db) => {
  const database = migratedDatabase(db);
  let users: UserRepository;
  beforeAll(() => {
    users = new UserRepository(database().db);
  });

  const account = (username: string) => ({ username, email: `${username}@example.com`, passwordHash: 'x' });
  const session = { idHash: 'a'.repeat(64), expiresAt: new Date('2030-01-01T00:00:00Z') };

  it('stores an account with its first session, or neither', async () => {
    const ada = await users.create(account('ada_r'), session);
    expect((await users.findForLogin('ada_r'))?.user.id).toBe(ada.id);
    // The same session hash again: the session cannot be stored, so neither is the account.
    await expect(users.create(account('bob_r'), session)).rejects.toThrow();
    expect(await users.findForLogin('bob_r')).toBeUndefined();
  });
});
