// The families read when Prometheus scrapes rather than counted as things happen: the database
// pool, the mail outbox, the read replicas.
import { sql } from 'drizzle-orm';
import { Gauge } from 'prom-client';
import { poolStatsOf, type Db } from '../../db/client';
import { queryRows } from '../../db/raw';
import type { AppMetrics } from './app-metrics';

export function registerScrapeValues(metrics: AppMetrics, db: Db, now: () => Date) {
  const registers = [metrics.registry];
  new Gauge({
    name: 'drd_db_pool_connections',
    help: 'Conexiones del pool de PostgreSQL: total, libres y solicitudes esperando una (vacío en la base embebida)',
    labelNames: ['state'] as const,
    registers,
    collect() {
      const stats = poolStatsOf(db);
      if (!stats) return;
      this.set({ state: 'total' }, stats.total);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'waiting' }, stats.waiting);
    },
  });
  // One query feeds both outbox gauges: prom-client collects the families concurrently, so the
  // scrape's first collect starts it and the other awaits the same answer.
  let outbox: { at: number; value: Promise<Outbox> } | null = null;
  const readOutbox = () => {
    if (!outbox || Date.now() - outbox.at > 1_000) {
      outbox = { at: Date.now(), value: outboxState(db, now) };
    }
    return outbox.value;
  };
  new Gauge({
    name: 'drd_mail_outbox_messages',
    help: 'Correos en la cola de salida, por estado (queued: por enviar; failed: sin remedio)',
    labelNames: ['status'] as const,
    registers,
    async collect() {
      const state = await readOutbox();
      this.set({ status: 'queued' }, state.queued);
      this.set({ status: 'failed' }, state.failed);
    },
  });
  new Gauge({
    name: 'drd_mail_outbox_oldest_age_seconds',
    help: 'Antigüedad del correo más viejo aún por enviar (0 si no hay ninguno)',
    registers,
    async collect() {
      this.set((await readOutbox()).oldestAgeSeconds);
    },
  });
  new Gauge({
    name: 'drd_backup_last_success_timestamp_seconds',
    help: 'Momento (Unix) de la última copia de seguridad que pasó su simulacro de restauración',
    registers,
    async collect() {
      const [row] = await queryRows<{ at: number | null }>(
        db,
        sql`select extract(epoch from max(finished_at))::float8 as at from backup_runs
             where status = 'ok' and drill_ok`,
      );
      if (row?.at) this.set(row.at);
    },
  });
  // Set by the replica routing once replicas are configured; without them the family has no series.
  return new Gauge({
    name: 'drd_replica_lag_seconds',
    help: 'Retraso de cada réplica de lectura respecto a la primaria',
    labelNames: ['replica'] as const,
    registers,
  });
}

export interface Outbox {
  queued: number;
  failed: number;
  oldestAgeSeconds: number;
}

export async function outboxState(db: Db, now: () => Date): Promise<Outbox> {
  const [row] = await queryRows<{ queued: number; failed: number; oldest: Date | string | null }>(
    db,
    sql`select count(*) filter (where status = 'queued')::int as queued,
               count(*) filter (where status = 'failed')::int as failed,
               min(created_at) filter (where status = 'queued') as oldest
        from mail_outbox`,
  );
  const oldest = row?.oldest ? new Date(row.oldest) : null;
  return {
    queued: row?.queued ?? 0,
    failed: row?.failed ?? 0,
    oldestAgeSeconds: oldest ? Math.max(0, (now().getTime() - oldest.getTime()) / 1000) : 0,
  };
}
