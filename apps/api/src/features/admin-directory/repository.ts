// Every business, whatever its state, for administrators: a search by name, phone, owner or
// payment reference, filters by state, plan and expiry, and one business's facts.
import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import {
  ADMIN_PAGE_SIZE,
  type AdminBusiness,
  type AdminBusinessRow,
  type BusinessState,
} from '@drd/shared/api/admin-console';
import { phoneDigits } from '@drd/shared/phone';
import type { Db } from '../../db/client';
import { businesses, categories, municipalities, transactions, users } from '../../db/schema';

const DAY_MS = 24 * 60 * 60 * 1000;

/** One expression for the state, so the list, the filter and the detail agree. */
const stateSql = sql<BusinessState>`case
  when ${businesses.suspendedAt} is not null then ${businesses.suspensionKind}
  when not ${businesses.isActive} then 'pending'
  when ${businesses.userId} is null then 'unclaimed'
  when ${businesses.planLapsedAt} is not null then 'lapsed'
  else 'active' end`;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function searchCondition(q: string): SQL | undefined {
  const like = `%${escapeLike(q)}%`;
  const parts: (SQL | undefined)[] = [
    ilike(businesses.name, like),
    ilike(users.username, like),
    ilike(users.email, like),
  ];
  const digits = phoneDigits(q);
  if (digits.length >= 7) {
    parts.push(sql`regexp_replace(${businesses.phone}, '\\D', '', 'g') like ${`%${digits}%`}`);
  }
  // 'DRD-000123' is a payment's own reference; anything else may be the bank's, typed by an admin.
  const reference = /^DRD-?(\d{1,9})$/i.exec(q.trim());
  const byId = reference ? Number(reference[1]) : null;
  parts.push(sql`exists (select 1 from ${transactions} t where t.business_id = ${businesses.id}
    and (t.payment_id ilike ${like} ${byId !== null ? sql`or t.id = ${byId}` : sql``}))`);
  return or(...parts);
}

export async function searchBusinesses(
  db: Db,
  query: {
    q?: string | undefined;
    state?: BusinessState | undefined;
    plan?: number | undefined;
    expiresWithinDays?: number | undefined;
    page: number;
  },
  now: Date,
): Promise<{ businesses: AdminBusinessRow[]; total: number }> {
  const conditions: (SQL | undefined)[] = [];
  if (query.q) conditions.push(searchCondition(query.q));
  if (query.state) conditions.push(sql`${stateSql} = ${query.state}`);
  if (query.plan !== undefined) conditions.push(eq(businesses.packageId, query.plan));
  if (query.expiresWithinDays !== undefined) {
    const until = new Date(now.getTime() + query.expiresWithinDays * DAY_MS);
    conditions.push(sql`${businesses.expiresAt} <= ${until.toISOString()}::timestamptz`);
  }
  const where = and(...conditions);
  const base = () =>
    db
      .select({
        id: businesses.id,
        name: businesses.name,
        phone: businesses.phone,
        packageId: businesses.packageId,
        state: stateSql,
        expiresAt: businesses.expiresAt,
        municipality: municipalities.name,
        ownerId: users.id,
        ownerUsername: users.username,
        ownerEmail: users.email,
      })
      .from(businesses)
      .innerJoin(municipalities, eq(municipalities.id, businesses.municipalityId))
      .leftJoin(users, eq(users.id, businesses.userId));
  const [found, [counted]] = await Promise.all([
    base()
      .where(where)
      .orderBy(desc(businesses.createdAt), desc(businesses.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset((query.page - 1) * ADMIN_PAGE_SIZE),
    db
      .select({ n: count() })
      .from(businesses)
      .leftJoin(users, eq(users.id, businesses.userId))
      .where(where),
  ]);
  return { businesses: found.map(toRow), total: counted?.n ?? 0 };
}

type Row = {
  id: number;
  name: string;
  phone: string;
  packageId: number;
  state: BusinessState;
  expiresAt: Date | null;
  municipality: string;
  ownerId: number | null;
  ownerUsername: string | null;
  ownerEmail: string | null;
};

function toRow({ ownerId, ownerUsername, ownerEmail, expiresAt, ...row }: Row): AdminBusinessRow {
  return {
    ...row,
    expiresAt: expiresAt?.toISOString() ?? null,
    owner: ownerId !== null ? { id: ownerId, username: ownerUsername!, email: ownerEmail! } : null,
  };
}

export async function findAdminBusiness(db: Db, id: number): Promise<AdminBusiness | null> {
  const [found] = await db
    .select({
      id: businesses.id,
      name: businesses.name,
      phone: businesses.phone,
      packageId: businesses.packageId,
      state: stateSql,
      expiresAt: businesses.expiresAt,
      municipality: municipalities.name,
      ownerId: users.id,
      ownerUsername: users.username,
      ownerEmail: users.email,
      description: businesses.description,
      address: businesses.address,
      email: businesses.email,
      website: businesses.website,
      whatsappNumber: businesses.whatsappNumber,
      tagline: businesses.tagline,
      category: categories.name,
      createdAt: businesses.createdAt,
      suspendedAt: businesses.suspendedAt,
      suspensionKind: businesses.suspensionKind,
      suspensionReason: businesses.suspensionReason,
    })
    .from(businesses)
    .innerJoin(municipalities, eq(municipalities.id, businesses.municipalityId))
    .innerJoin(categories, eq(categories.id, businesses.categoryId))
    .leftJoin(users, eq(users.id, businesses.userId))
    .where(eq(businesses.id, id));
  if (!found) return null;
  const { suspendedAt, suspensionKind, suspensionReason, createdAt, ...rest } = found;
  return {
    ...toRow(rest),
    description: rest.description,
    address: rest.address,
    email: rest.email,
    website: rest.website,
    whatsappNumber: rest.whatsappNumber,
    tagline: rest.tagline,
    category: rest.category,
    createdAt: createdAt.toISOString(),
    suspension:
      suspendedAt !== null
        ? {
            kind: suspensionKind === 'unpublished' ? 'unpublished' : 'suspended',
            reason: suspensionReason ?? '',
            at: suspendedAt.toISOString(),
          }
        : null,
  };
}
