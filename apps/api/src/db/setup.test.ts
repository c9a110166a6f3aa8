// What a start does to a blank database: migrate, reference data, demo data or not, first admin.
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { parseEnv } from '../env';
import { verifyPassword } from '../features/auth/password';
import { openTestDatabase } from '../test/context';
import { businesses, categories, provinces, users } from './schema';
import { prepareDatabase } from './setup';

describe('prepareDatabase', () => {
  it('in production: reference data and the first admin, no demo data or accounts', async () => {
    const { database, drop } = await openTestDatabase({ empty: true });
    const env = parseEnv({
      NODE_ENV: 'production',
      ADMIN_USERNAME: 'operadora',
      ADMIN_PASSWORD: 'una-clave-larga',
    });
    await prepareDatabase(database, env);
    // A second start changes nothing and does not fail.
    await prepareDatabase(database, env);
    const db = database.db;
    expect((await db.select({ n: count() }).from(provinces))[0]!.n).toBe(32);
    expect((await db.select({ n: count() }).from(categories))[0]!.n).toBe(62);
    expect((await db.select({ n: count() }).from(businesses))[0]!.n).toBe(0);
    const accounts = await db.select().from(users);
    expect(accounts.map((u) => [u.username, u.role])).toEqual([['operadora', 'admin']]);
    expect(await verifyPassword('una-clave-larga', accounts[0]!.password)).toBe(true);
    await database.close();
    await drop();
  });

  it('in development: the demo directory once, kept on the next start', async () => {
    const { database, drop } = await openTestDatabase({ empty: true });
    const env = parseEnv({ NODE_ENV: 'development' });
    await prepareDatabase(database, env);
    const db = database.db;
    const [first] = await db.select({ n: count() }).from(businesses);
    expect(first!.n).toBeGreaterThanOrEqual(60);
    await db.update(businesses).set({ name: 'Cambiado por el dueño' }).where(eq(businesses.id, 1));
    await prepareDatabase(database, env);
    const [second] = await db.select({ n: count() }).from(businesses);
    expect(second!.n).toBe(first!.n);
    const [changed] = await db.select().from(businesses).where(eq(businesses.id, 1));
    expect(changed!.name).toBe('Cambiado por el dueño');
    await database.close();
    await drop();
  });
});
