// Where each owner content type is stored: its table, and whether its approved items feed the
// search document (features/businesses/search/document.ts reads those tables).
import { getTableColumns, getTableName, type Column } from 'drizzle-orm';
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
  businessProducts,
  businessSocialLinks,
  businessVideos,
  reviewReplies,
} from '../../db/schema';
import type { Tx } from '../../db/transaction';
import { checkReplyTarget } from '../reviews/reply-target';
import { checkGalleryLimit } from './gallery-limit';

/** A rule a new item must meet beyond its schema, checked in the creating transaction. */
export type CreateCheck = (
  tx: Tx,
  businessId: number,
  data: Record<string, unknown>,
) => Promise<void>;

interface Storage {
  table: PgTable;
  feedsSearch: boolean;
  /** The owner's list order when the type is not orderable (SQL over the alias t). */
  order?: string;
  checkCreate?: CreateCheck;
}

const STORAGE: Record<ContentTypeKey, Storage> = {
  gallery: { table: businessGalleryImages, feedsSearch: false, checkCreate: checkGalleryLimit },
  videos: { table: businessVideos, feedsSearch: false },
  faqs: { table: businessFaqs, feedsSearch: false },
  'social-links': { table: businessSocialLinks, feedsSearch: false },
  menus: { table: businessMenus, feedsSearch: true },
  events: { table: businessEvents, feedsSearch: false, order: 't.event_date desc, t.id' },
  products: { table: businessProducts, feedsSearch: true },
  'review-replies': {
    table: reviewReplies,
    feedsSearch: false,
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
}

function describe(type: ContentTypeKey): ContentStorage {
  const { table, feedsSearch, order, checkCreate } = STORAGE[type];
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
    feedsSearch,
    orderable: entry.orderable,
    columns,
    kinds: entry.fields,
    hasDisplayOrder: 'displayOrder' in tableColumns,
    order: order ?? 't.display_order, t.id',
    checkCreate,
    plan: entry.plan,
  };
}

export const CONTENT_STORAGE = Object.fromEntries(
  (Object.keys(STORAGE) as ContentTypeKey[]).map((type) => [type, describe(type)]),
) as Record<ContentTypeKey, ContentStorage>;

export const isContentType = (value: string | null): value is ContentTypeKey =>
  value !== null && value in STORAGE;
