// The leads' data access: where a message may go, the owner's inbox, its read and archive states,
// the profile switches, and the administrators' counts (numbers only, never contents).
import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Lead, LeadSettings } from '@drd/shared/api/leads';
import type { Db } from '../../db/client';
import { businesses, businessLeads } from '../../db/schema';
import { queryRows } from '../../db/raw';

/** What the contact form needs to know of the business it writes to. */
export async function findLeadTarget(db: Db, businessId: number) {
  const [row] = await db
    .select({
      id: businesses.id,
      name: businesses.name,
      userId: businesses.userId,
      packageId: businesses.packageId,
      planLapsedAt: businesses.planLapsedAt,
      contactFormEnabled: businesses.contactFormEnabled,
      bookingEnabled: businesses.bookingEnabled,
    })
    .from(businesses)
    .where(and(eq(businesses.id, businessId), eq(businesses.isActive, true)));
  return row ?? null;
}

const leadColumns = {
  id: businessLeads.id,
  kind: businessLeads.kind,
  name: businessLeads.name,
  phone: businessLeads.phone,
  email: businessLeads.email,
  message: businessLeads.message,
  date: businessLeads.bookingDate,
  time: businessLeads.bookingTime,
  people: businessLeads.people,
  isRead: businessLeads.isRead,
  archivedAt: businessLeads.archivedAt,
  createdAt: businessLeads.createdAt,
};

interface LeadRow extends Omit<Lead, 'kind' | 'archived' | 'createdAt'> {
  kind: string;
  archivedAt: Date | null;
  createdAt: Date;
}

const toLead = ({ archivedAt, createdAt, kind, ...row }: LeadRow): Lead => ({
  ...row,
  kind: kind === 'booking' ? 'booking' : 'contact',
  archived: archivedAt !== null,
  createdAt: createdAt.toISOString(),
});

/** The messages that reached the owner (confirmed), newest first; the archive or the inbox. */
export async function listLeads(db: Db, businessId: number, archived: boolean, limit: number) {
  const rows = await db
    .select(leadColumns)
    .from(businessLeads)
    .where(
      and(
        eq(businessLeads.businessId, businessId),
        isNotNull(businessLeads.confirmedAt),
        archived ? isNotNull(businessLeads.archivedAt) : isNull(businessLeads.archivedAt),
      ),
    )
    .orderBy(desc(businessLeads.createdAt), desc(businessLeads.id))
    .limit(limit);
  return rows.map(toLead);
}

export async function countUnread(db: Db, businessId: number): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from business_leads where business_id = ${businessId}
      and confirmed_at is not null and archived_at is null and not is_read`,
  );
  return row?.n ?? 0;
}

/**
 * Sets read and archived; a state set twice stays as it was (the first archive time is kept), so
 * two tabs or a double tap never conflict. Null when the business has no such message.
 */
export async function updateLead(
  db: Db,
  businessId: number,
  leadId: number,
  change: { isRead?: boolean | undefined; archived?: boolean | undefined },
  now: Date,
): Promise<Lead | null> {
  const archivedAt =
    change.archived === undefined
      ? businessLeads.archivedAt
      : change.archived
        ? sql`coalesce(${businessLeads.archivedAt}, ${now.toISOString()}::timestamptz)`
        : sql`null`;
  const [row] = await db
    .update(businessLeads)
    .set({
      ...(change.isRead === undefined ? {} : { isRead: change.isRead }),
      archivedAt,
    })
    .where(
      and(
        eq(businessLeads.id, leadId),
        eq(businessLeads.businessId, businessId),
        isNotNull(businessLeads.confirmedAt),
      ),
    )
    .returning(leadColumns);
  return row ? toLead(row) : null;
}

export async function findLeadSettings(db: Db, businessId: number) {
  const [row] = await db
    .select({
      contactFormEnabled: businesses.contactFormEnabled,
      bookingEnabled: businesses.bookingEnabled,
      packageId: businesses.packageId,
    })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  return row ?? null;
}

export async function saveLeadSettings(db: Db, businessId: number, settings: LeadSettings) {
  await db.update(businesses).set(settings).where(eq(businesses.id, businessId));
}

/** Per business: how many messages, unread, waiting for their sender's link, in 30 days. */
export async function leadCounts(db: Db, now: Date, businessId: number | undefined) {
  const since = new Date(now.getTime() - 30 * 24 * 60 * 60_000).toISOString();
  return queryRows<{
    businessId: number;
    businessName: string;
    total: number;
    unread: number;
    waiting: number;
    last30Days: number;
  }>(
    db,
    sql`select l.business_id as "businessId", b.name as "businessName",
        count(*) filter (where l.confirmed_at is not null)::int as total,
        count(*) filter (where l.confirmed_at is not null and not l.is_read
          and l.archived_at is null)::int as unread,
        count(*) filter (where l.confirmed_at is null)::int as waiting,
        count(*) filter (where l.confirmed_at is not null
          and l.created_at > ${since}::timestamptz)::int as "last30Days"
      from business_leads l join businesses b on b.id = l.business_id
      ${businessId === undefined ? sql`` : sql`where l.business_id = ${businessId}`}
      group by l.business_id, b.name
      order by total desc, l.business_id
      limit 100`,
  );
}
