import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/database';
import { testDatabases } from '../testing/databases';
import { UserRepository } from './users';

describe.each(testDatabases())('user repository over $name', (db) => {
  let database: Database;
  let users: UserRepository;
  beforeAll(async () => {
    database = await openDatabase(db.config);
    await database.migrate();
    users = new UserRepository(database.db);
  });
  afterAll(async () => {
    await database.close();
    await db.drop();
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
