// Sign-in and registration limits under concurrency, from several addresses and behind a proxy
// (docs/decisions/007-threat-model.md).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { parseEnv } from '../../env';
import { createTestContext, postJson, SAME_ORIGIN, type TestContext } from '../../test/context';
import { accountDelayMs, ADDRESS_BUDGET, limitAddress, reserve } from './limits';
import { login } from './service';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  for (const name of ['rosa', 'pedro', 'juana']) {
    const response = await postJson(ctx.app, '/api/auth/register', {
      username: name,
      email: `${name}@correo.do`,
      fullName: name,
      password: `clave-de-${name}-2026`,
    });
    expect(response.statusCode).toBe(201);
  }
});
afterAll(() => ctx.close());

function loginFrom(ip: string, username: string, password: string) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: ip,
    headers: SAME_ORIGIN,
    payload: JSON.stringify({ username, password }),
  });
}

const statuses = (responses: { statusCode: number }[]) =>
  responses.reduce<Record<number, number>>((all, r) => {
    all[r.statusCode] = (all[r.statusCode] ?? 0) + 1;
    return all;
  }, {});

describe('login limits', () => {
  it('lets through at most 10 of 40 concurrent wrong passwords from one address', async () => {
    const burst = await Promise.all(
      Array.from({ length: 40 }, () => loginFrom('10.1.1.1', 'rosa', 'equivocada')),
    );
    expect(statuses(burst)).toEqual({ 401: 10, 429: 30 });
  });

  it('holds across server instances sharing the database', async () => {
    const second = await buildApp({
      db: ctx.database.db,
      env: parseEnv({ NODE_ENV: 'test' }),
      now: () => ctx.app.now(),
    });
    const guess = (app: typeof second) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: '10.1.9.9',
        headers: SAME_ORIGIN,
        payload: JSON.stringify({ username: 'pedro', password: 'equivocada' }),
      });
    const burst = await Promise.all(
      Array.from({ length: 30 }, (_, i) => guess(i % 2 === 0 ? ctx.app : second)),
    );
    expect(statuses(burst)).toEqual({ 401: 10, 429: 20 });
    await second.close();
  });

  it('after the burst, the guessing address stays refused for that account', async () => {
    expect((await loginFrom('10.1.1.1', 'rosa', 'clave-de-rosa-2026')).statusCode).toBe(429);
  });

  it('after the burst, the rightful user signs in from another address', async () => {
    expect((await loginFrom('10.1.1.2', 'rosa', 'clave-de-rosa-2026')).statusCode).toBe(200);
  });

  it('after the burst, another user signs in from the same address', async () => {
    expect((await loginFrom('10.1.1.1', 'pedro', 'clave-de-pedro-2026')).statusCode).toBe(200);
  });

  it('counts the username and the e-mail of one account as one account', async () => {
    for (let i = 0; i < 10; i++) {
      const name = i % 2 === 0 ? 'juana' : 'JUANA@correo.do';
      expect((await loginFrom('10.2.2.2', name, 'equivocada')).statusCode).toBe(401);
    }
    expect((await loginFrom('10.2.2.2', 'juana@correo.do', 'equivocada')).statusCode).toBe(429);
    expect((await loginFrom('10.2.2.2', 'juana', 'equivocada')).statusCode).toBe(429);
  });
});

describe('an account guessed from many addresses', () => {
  it('is slowed down more and more, and its owner still signs in', async () => {
    await postJson(ctx.app, '/api/auth/register', {
      username: 'lejana',
      email: 'lejana@correo.do',
      fullName: 'Lejana',
      password: 'clave-de-lejana-2026',
    });
    const waits: number[] = [];
    const from = (ip: string) => ({
      ip,
      now: ctx.app.now(),
      wait: async (ms: number) => {
        waits.push(ms);
      },
    });
    for (let i = 0; i < 14; i++) {
      await expect(
        login(ctx.database.db, { username: 'lejana', password: 'nop' }, from(`10.6.0.${i}`)),
      ).rejects.toMatchObject({ statusCode: 401 });
    }
    expect(waits).toEqual([...Array<number>(11).fill(0), 1000, 2000, 4000]);
    const user = await login(
      ctx.database.db,
      { username: 'lejana@correo.do', password: 'clave-de-lejana-2026' },
      from('10.6.1.1'),
    );
    expect(user.username).toBe('lejana');
    expect(waits.at(-1)).toBe(8000);
    // A success clears the account's count: the next mistake is not slowed.
    await expect(
      login(ctx.database.db, { username: 'lejana', password: 'nop' }, from('10.6.1.1')),
    ).rejects.toMatchObject({ statusCode: 401 });
    expect(waits.at(-1)).toBe(0);
  });

  it('caps the delay at 16 seconds', () => {
    expect([0, 10, 11, 12, 15, 16, 40].map(accountDelayMs)).toEqual([
      0, 0, 1000, 2000, 16_000, 16_000, 16_000,
    ]);
  });
});

describe('budgets', () => {
  it('refuses an address after 50 failures whatever the accounts', async () => {
    const db = ctx.database.db;
    const now = ctx.app.now();
    for (let i = 0; i < ADDRESS_BUDGET.max; i++) {
      expect(await reserve(db, ADDRESS_BUDGET, '10.8.8.8', now)).toBe(i + 1);
    }
    expect(await reserve(db, ADDRESS_BUDGET, '10.8.8.8', now)).toBeNull();
    const later = new Date(now.getTime() + ADDRESS_BUDGET.windowMs + 1);
    expect(await reserve(db, ADDRESS_BUDGET, '10.8.8.8', later)).toBe(1);
  });

  it('keeps an IPv6 subscriber to one budget for its whole /64', () => {
    expect(limitAddress('2001:db8:1:2:aaaa::1')).toBe(limitAddress('2001:db8:1:2:bbbb::9'));
    expect(limitAddress('2001:db8:1:3::1')).not.toBe(limitAddress('2001:db8:1:2::1'));
    expect(limitAddress('::ffff:192.0.2.7')).toBe('192.0.2.7');
  });
});

describe('registration limits', () => {
  it('counts every attempt per address, taken names included', async () => {
    const probe = (i: number) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        remoteAddress: '10.3.3.3',
        headers: SAME_ORIGIN,
        payload: JSON.stringify({
          username: i % 2 === 0 ? 'rosa' : `nuevo${i}`,
          email: i % 2 === 0 ? `otro${i}@correo.do` : 'pedro@correo.do',
          fullName: 'Sonda',
          password: 'clave-de-sonda',
        }),
      });
    const answers = [];
    for (let i = 0; i < 12; i++) answers.push((await probe(i)).statusCode);
    expect(answers.slice(0, 10).every((s) => s === 409)).toBe(true);
    expect(answers.slice(10)).toEqual([429, 429]);
  });
});

describe('behind a proxy', () => {
  it('with TRUST_PROXY=1, a forged X-Forwarded-For does not move the counted address', async () => {
    const app = await buildApp({
      db: ctx.database.db,
      env: parseEnv({ NODE_ENV: 'test', TRUST_PROXY: '1' }),
      now: () => ctx.app.now(),
    });
    const viaProxy = (forged: string, i: number) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/register',
        remoteAddress: '127.0.0.1',
        // The client wrote the first address; the proxy appended the one it saw.
        headers: { ...SAME_ORIGIN, 'x-forwarded-for': `${forged}, 10.4.4.4` },
        payload: JSON.stringify({
          username: `detras${i}`,
          email: `detras${i}@correo.do`,
          fullName: 'Detrás del proxy',
          password: 'clave-de-proxy',
        }),
      });
    const answers = [];
    for (let i = 0; i < 11; i++) answers.push((await viaProxy(`192.0.2.${i + 1}`, i)).statusCode);
    expect(answers.slice(0, 10).every((s) => s === 201)).toBe(true);
    expect(answers[10]).toBe(429);
    await app.close();
  });

  it('refuses TRUST_PROXY=true, which would trust any forged hop', () => {
    expect(() => parseEnv({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
  });

  it('takes a hop count or a list of addresses and ranges', () => {
    expect(parseEnv({}).TRUST_PROXY).toBe(false);
    const twoHops = parseEnv({ TRUST_PROXY: '2' }).TRUST_PROXY as (a: string, i: number) => boolean;
    expect([0, 1, 2].map((hop) => twoHops('10.0.0.1', hop))).toEqual([true, true, false]);
    expect(parseEnv({ TRUST_PROXY: '10.0.0.1, 192.168.0.0/16, loopback' }).TRUST_PROXY).toEqual([
      '10.0.0.1',
      '192.168.0.0/16',
      'loopback',
    ]);
    expect(() => parseEnv({ TRUST_PROXY: '10.0.0.1, no-es-una-red' })).toThrow(/TRUST_PROXY/);
  });
});
