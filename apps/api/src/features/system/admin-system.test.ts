// '/admin/sistema': what the operator reads, and 'Hacer copia ahora' making a backup whose restore
// drill is recorded; one backup at a time; the nightly job once a night; a failure mailed.
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { SystemStatus } from '@drd/shared/api/system';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupRuns, mailOutbox } from '../../db/schema';
import { createActors, type Actors } from '../../test/actors';
import { createTestContext, postJson, type TestContext } from '../../test/context';
import { nightlyBackupJob } from '../backups/nightly-job';
import { runBackup } from '../backups/run-backup';
import { backupDeps } from './backup-deps';

let ctx: TestContext;
let actors: Actors;
let admin: Record<string, string>;
beforeAll(async () => {
  const backupDir = await mkdtemp(join(tmpdir(), 'drd-sistema-'));
  ctx = await createTestContext({ env: { BACKUP_DIR: backupDir } });
  actors = await createActors(ctx.database.db, 'sistema');
  admin = (await actors.cookies('admin', ctx.app.now()))!;
});
afterAll(() => ctx.close());

const status = async () => {
  const response = await ctx.app.inject({
    method: 'GET',
    url: '/api/admin/system',
    cookies: admin,
  });
  expect(response.statusCode).toBe(200);
  return response.json<SystemStatus>();
};

async function settled(id: number) {
  for (let i = 0; i < 600; i++) {
    const run = (await status()).backups.find((b) => b.id === id);
    if (run && run.status !== 'running') return run;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('la copia no terminó');
}

describe('admin system page', () => {
  it('is for administrators only', async () => {
    for (const actor of ['visitor', 'user', 'owner'] as const) {
      const cookies = await actors.cookies(actor, ctx.app.now());
      const response = await ctx.app.inject({
        method: 'GET',
        url: '/api/admin/system',
        ...(cookies ? { cookies } : {}),
      });
      expect(response.statusCode).toBe(actor === 'visitor' ? 401 : 403);
    }
  });

  it('names the database, the outbox and the stored bytes', async () => {
    const system = await status();
    expect(system.database.driver).toBe(ctx.database.driver);
    expect(system.database.bytes).toBeGreaterThan(1_000_000);
    expect(system.database.largestTables.map((t) => t.name)).toContain('businesses');
    expect(system.outbox).toMatchObject({ queued: expect.any(Number), failed: expect.any(Number) });
    expect(system.storageBytes).toBeGreaterThan(0);
  });

  it('makes a backup now, one at a time, and shows its drill', { timeout: 300_000 }, async () => {
    const started = await postJson(ctx.app, '/api/admin/system/backup', {}, { cookies: admin });
    expect(started.statusCode).toBe(202);
    const second = await postJson(ctx.app, '/api/admin/system/backup', {}, { cookies: admin });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ error: 'Ya se está haciendo una copia: espera a que termine' });
    const run = await settled(started.json<{ id: number }>().id);
    expect(run).toMatchObject({ kind: 'manual', status: 'ok', drillOk: true });
    // The test's storage never received the demo's pictures: reported, not fatal.
    for (const problem of run.problems) expect(problem).toMatch(/: falta en el almacén$/);
    expect(run.file).toMatch(/^drd-copia-\d{8}-\d{6}\.tar\.gz$/);
    expect(run.bytes).toBeGreaterThan(0);
    const again = await postJson(ctx.app, '/api/admin/system/backup', {}, { cookies: admin });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: 'Ya se hizo una copia hace menos de 5 minutos' });
  });

  it('makes the nightly backup once a night, in its hour', { timeout: 300_000 }, async () => {
    let now = new Date('2026-12-08T12:00:00Z'); // 08:00 in Santo Domingo
    const job = nightlyBackupJob({ ...backupDeps(ctx.app), now: () => now });
    expect(await job.run()).toBeNull();
    now = new Date('2026-12-08T07:05:00Z'); // 03:05
    const made = (await job.run()) as { status: string; nightOf: string } | null;
    expect(made).toMatchObject({ status: 'ok', nightOf: '2026-12-08' });
    now = new Date('2026-12-08T07:20:00Z');
    expect(await job.run()).toBeNull();
    const nights = await ctx.database.db
      .select({ id: backupRuns.id })
      .from(backupRuns)
      .where(eq(backupRuns.nightOf, '2026-12-08'));
    expect(nights).toHaveLength(1);
  });

  it('records a failed backup and mails the administrators', async () => {
    const deps = { ...backupDeps(ctx.app), backupDir: '/dev/null/copias' };
    const run = await runBackup(deps, { kind: 'manual', requestedBy: 1 });
    expect(run).toMatchObject({ status: 'failed', drillOk: null });
    expect(run!.problems.length).toBeGreaterThan(0);
    const mails = await ctx.database.db
      .select({ to: mailOutbox.toAddress })
      .from(mailOutbox)
      .where(
        sql`${mailOutbox.kind} = 'backup-failed' and ${mailOutbox.dedupeKey} like ${`backup-failed:${run!.id}:%`}`,
      );
    expect(mails.length).toBeGreaterThan(0);
  });
});
