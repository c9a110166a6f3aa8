// What '/admin/sistema' reads from the database: its size and largest tables, and the bytes of
// the photos and documents kept.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/raw';

export async function databaseSize(db: Db) {
  const [size] = await queryRows<{ bytes: number }>(
    db,
    sql`select pg_database_size(current_database())::bigint as bytes`,
  );
  const largestTables = await queryRows<{ name: string; bytes: number; rows: number }>(
    db,
    sql`select c.relname as name, pg_total_relation_size(c.oid)::bigint as bytes,
               greatest(c.reltuples, 0)::bigint as rows
          from pg_class c join pg_namespace n on n.oid = c.relnamespace
         where c.relkind = 'r' and n.nspname = 'public'
         order by pg_total_relation_size(c.oid) desc limit 8`,
  );
  return { bytes: Number(size?.bytes ?? 0), largestTables };
}

export async function storedBytes(db: Db): Promise<number> {
  const [row] = await queryRows<{ bytes: number }>(
    db,
    sql`select (select coalesce(sum(bytes), 0) from media_uploads)
             + (select coalesce(sum(bytes), 0) from user_documents) as bytes`,
  );
  return Number(row?.bytes ?? 0);
}
