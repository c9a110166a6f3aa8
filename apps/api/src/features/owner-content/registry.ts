// Where each owner content type is stored: its table, and what its public section adds to the
// shared rule (approved, not lapsed, within the plan); the detail query
// (businesses/detail-sections.ts) and the search document are built from this and the shared entry.
import { getTableColumns, getTableName, sql, type Column, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import {
  CONTENT_TYPES,
  type ContentTypeKey,
  type FieldKind,
} from '@drd/shared/api/content/registry';
import type { PlanFeatureKey } from '@drd/shared/plans';
import {
  businessEvents,
  businessFaqs,
  businessGalleryImages,
  businessMenus,
  businessOffers,
  businessProducts,
  businessSocialLinks,
  businessVideos,
  reviewReplies,
} from '../../db/schema';
import type { Tx } from '../../db/transaction';
import { photoLimitSql } from '../businesses/plan-sql';
import { checkReplyTarget } from '../reviews/reply-target';
import { checkGalleryLimit } from './gallery-limit';

/** A rule a new item must meet beyond its schema, checked in the creating transaction. */
export type CreateCheck = (
  tx: Tx,
  businessId: number,
  data: Record<string, unknown>,
) => Promise<void>;

/** What the public section adds to 'approved, plan not lapsed, within the plan' (SQL over t). */
export interface PublicRule {
  /** More conditions; `today` is the Dominican date, a SQL date. */
  where?: (today: SQL) => SQL;
  /** Replaces the plan condition (the gallery keeps the plan's first photos). */
  plan?: string;
  /** The public order; the owner's order when absent. */
  order?: string;
}

interface Storage {
  table: PgTable;
  /** The owner's list order when the type is not orderable (SQL over the alias t). */
  order?: string;
  checkCreate?: CreateCheck;
  public?: PublicRule;
}

// Past the plan's photo limit the first photos in the owner's order stay, the rest wait hidden.
const withinPhotoLimit = `t.id in (select g.id from business_gallery_images g
  where g.business_id = businesses.id and g.status = 'approved'
  order by g.display_order, g.id limit ${photoLimitSql()})`;

const STORAGE: Record<ContentTypeKey, Storage> = {
  gallery: {
    table: businessGalleryImages,
    checkCreate: checkGalleryLimit,
    public: { plan: withinPhotoLimit },
  },
  videos: { table: businessVideos },
  faqs: { table: businessFaqs },
  'social-links': { table: businessSocialLinks },
  menus: { table: businessMenus, public: { order: 't.section_name, t.display_order, t.id' } },
  products: { table: businessProducts, public: { where: () => sql`t.is_active` } },
  offers: {
    table: businessOffers,
    order: 't.valid_until, t.id',
    // Valid today: no job hides an expired offer, the date does.
    public: {
      where: (today) =>
        sql`t.is_active and t.valid_until >= ${today}
          and (t.valid_from is null or t.valid_from <= ${today})`,
    },
  },
  events: {
    table: businessEvents,
    order: 't.event_date desc, t.id',
    public: { where: () => sql`t.is_active`, order: 't.event_date' },
  },
  'review-replies': {
    table: reviewReplies,
    order: 't.created_at desc, t.id',
    checkCreate: checkReplyTarget,
  },
};

export interface ContentStorage {
  type: ContentTypeKey;
  tableName: string;
  feedsSearch: boolean;
  orderable: boolean;
  /** Field name → its SQL column name, for every field of the shared entry. */
  columns: Record<string, string>;
  kinds: Record<string, FieldKind>;
  /** The table has display_order (events do not: they are listed by date). */
  hasDisplayOrder: boolean;
  /** The owner's list order, SQL over the alias t. */
  order: string;
  checkCreate: CreateCheck | undefined;
  /** The plan feature the type needs (shared registry), checked on every create and edit. */
  plan: PlanFeatureKey | 'photos';
  /** Field names whose words feed the search document (shared registry). */
  search: readonly string[];
  publicRule: PublicRule;
}

function describe(type: ContentTypeKey): ContentStorage {
  const { table, order, checkCreate } = STORAGE[type];
  const tableColumns = getTableColumns(table) as Record<string, Column>;
  const entry = CONTENT_TYPES[type];
  const columns = Object.fromEntries(
    Object.keys(entry.fields).map((field) => {
      const column = tableColumns[field];
      if (!column) throw new Error(`${type}: the table has no column for ${field}`);
      return [field, column.name];
    }),
  );
  return {
    type,
    tableName: getTableName(table),
    feedsSearch: entry.search.length > 0,
    orderable: entry.orderable,
    columns,
    kinds: entry.fields,
    hasDisplayOrder: 'displayOrder' in tableColumns,
    order: order ?? 't.display_order, t.id',
    checkCreate,
    plan: entry.plan,
    search: entry.search,
    publicRule: STORAGE[type].public ?? {},
  };
}

export const CONTENT_STORAGE = Object.fromEntries(
  (Object.keys(STORAGE) as ContentTypeKey[]).map((type) => [type, describe(type)]),
) as Record<ContentTypeKey, ContentStorage>;

export const isContentType = (value: string | null): value is ContentTypeKey =>
  value !== null && value in STORAGE;
