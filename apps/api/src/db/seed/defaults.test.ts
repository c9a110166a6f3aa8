// What a server started with nothing but PORT and DATA_DIR does: no demo accounts (their
// passwords are published), loopback only, and absolute URLs from PUBLIC_URL.
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { parseEnv } from '../../env';
import { openTestDatabase } from '../../test/context';
import { businesses, users } from '../schema';
import { prepareDatabase } from '../setup';

describe('defaults of the server binary', () => {
  it('starts empty unless SEED_DEMO=1 asks for the demo', async () => {
    const { database, drop } = await openTestDatabase({ empty: true });
    await prepareDatabase(database, parseEnv({ PORT: '3000', DATA_DIR: '/nonexistent' }));
    expect((await database.db.select({ n: count() }).from(users))[0]!.n).toBe(0);
    expect((await database.db.select({ n: count() }).from(businesses))[0]!.n).toBe(0);
    await prepareDatabase(database, parseEnv({ DATA_DIR: '/nonexistent', SEED_DEMO: '1' }));
    expect((await database.db.select({ n: count() }).from(users))[0]!.n).toBeGreaterThan(0);
    await database.close();
    await drop();
  });

  it('listens on loopback unless HOST says otherwise', () => {
    expect(parseEnv({ PORT: '3000' }).HOST).toBe('127.0.0.1');
    expect(parseEnv({ HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
  });

  it('takes absolute URLs from PUBLIC_URL, http://localhost:PORT by default', () => {
    expect(parseEnv({ PORT: '4000' }).PUBLIC_URL).toBe('http://localhost:4000');
    expect(parseEnv({ PUBLIC_URL: 'https://directorio.do/' }).PUBLIC_URL).toBe(
      'https://directorio.do',
    );
    expect(() => parseEnv({ PUBLIC_URL: 'directorio.do' })).toThrow(/PUBLIC_URL/);
    expect(() => parseEnv({ PUBLIC_URL: 'ftp://directorio.do' })).toThrow(/PUBLIC_URL/);
  });
});
