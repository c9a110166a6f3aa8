// The whole data model in one Drizzle pg-core schema. It serves PGlite and PostgreSQL alike;
// migrations in ../../drizzle are generated from it with `npm run db:generate`.
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  bigint,
  bigserial,
  boolean,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { OpeningHours, TimeRange } from '@drd/shared/opening-hours';
import { PLAN_FEATURES } from '@drd/shared/plans';
import { openMinutesExpression } from './open-minutes';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
const int4multirange = customType<{ data: string }>({ dataType: () => 'int4multirange' });

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const money = (name: string) => numeric(name, { precision: 10, scale: 2, mode: 'number' });
/** Owner content is moderated: pending until an administrator approves or rejects it. */
const status = () => text('status').notNull().default('pending');
/** The database refuses any other status, whatever the application sends. */
const statusCheck = (table: string, column: AnyPgColumn) =>
  check(`${table}_status_check`, sql`${column} in ('pending', 'approved', 'rejected')`);
const displayOrder = () => integer('display_order').notNull().default(0);
const businessRef = () =>
  integer('business_id')
    .notNull()
    .references(() => businesses.id, { onDelete: 'cascade' });

// ---------------------------------------------------------------- accounts

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    password: text('password').notNull(),
    email: text('email').notNull(),
    fullName: text('full_name').notNull(),
    phone: text('phone'),
    role: text('role').notNull().default('user'),
    isAffiliate: boolean('is_affiliate').notNull().default(false),
    referralCode: text('referral_code').unique(),
    referredById: integer('referred_by_id').references((): AnyPgColumn => users.id, {
      onDelete: 'set null',
    }),
    /** When the user became an affiliate: the order of the early-affiliate bonus. */
    affiliateSince: timestamp('affiliate_since', { withTimezone: true }),
    createdAt: createdAt(),
    lastLogin: timestamp('last_login', { withTimezone: true }),
    /** Set when the owner of the e-mail followed the link sent to it (or reset the password). */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** The optional e-mail topics the user turned off (packages/shared/src/api/mail-preferences.ts). */
    mailOptOuts: text('mail_opt_outs')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Set by an administrator (features/admin-users): sessions end and sign-in is refused. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    /**
     * Set when the person deleted the account: the row stays as a tombstone with every personal
     * field erased, so the ledger and history keep their keys (docs/decisions/029-accounts.md).
     */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    // Unique regardless of case: 'Maria' and 'maria' are the same account.
    uniqueIndex('users_username_lower_idx').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    // SHA-256 of the cookie token: a leaked table does not hand out live sessions.
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    // Refreshed at most once a minute as the session is used; idle sessions end (auth/sessions).
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    /** The browser's User-Agent at sign-in, cut short: how '/cuenta' names the device. */
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

/**
 * Sign-in and registration budgets: one row per (kind, key) and fixed window, taken with one
 * conditional upsert so concurrent requests and server instances can never overspend it.
 */
export const authLimits = pgTable(
  'auth_limits',
  {
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.key] }),
    index('auth_limits_window_idx').on(t.windowStart),
  ],
);

// ---------------------------------------------------------------- reference data

export const provinces = pgTable('provinces', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
});

export const municipalities = pgTable(
  'municipalities',
  {
    id: serial('id').primaryKey(),
    provinceId: integer('province_id')
      .notNull()
      .references(() => provinces.id),
    code: text('code').notNull().unique(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
  },
  (t) => [uniqueIndex('municipalities_province_slug_idx').on(t.provinceId, t.slug)],
);

export const municipalDistricts = pgTable(
  'municipal_districts',
  {
    id: serial('id').primaryKey(),
    municipalityId: integer('municipality_id')
      .notNull()
      .references(() => municipalities.id),
    code: text('code').notNull().unique(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
  },
  (t) => [uniqueIndex('districts_municipality_slug_idx').on(t.municipalityId, t.slug)],
);

export const categoryModules = pgTable('category_modules', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
});

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull().unique(),
    name: text('name').notNull().unique(),
    slug: text('slug').notNull().unique(),
    moduleId: integer('module_id')
      .notNull()
      .references(() => categoryModules.id),
  },
  (t) => [index('categories_module_idx').on(t.moduleId)],
);

/** Counters kept as rows (the global visit count), updated in the same transaction as the event. */
export const counters = pgTable('counters', {
  name: text('name').primaryKey(),
  value: bigint('value', { mode: 'number' }).notNull().default(0),
});

// ---------------------------------------------------------------- plans and money

export const packages = pgTable('packages', {
  id: integer('id').primaryKey(),
  type: text('type').notNull(),
  name: text('name').notNull(),
  price: money('price').notNull(),
  description: text('description'),
  features: jsonb('features').$type<string[]>().notNull().default([]),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: createdAt(),
});

export const offerCodes = pgTable('offer_codes', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  isUsed: boolean('is_used').notNull().default(false),
  usedBy: integer('used_by').references(() => users.id, { onDelete: 'set null' }),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
  // What the code is for ('Feria de Puerto Plata'), when it stops working, and whether an
  // administrator withdrew it before use (features/offer-codes).
  label: text('label'),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
});

export const referrals = pgTable(
  'referrals',
  {
    id: serial('id').primaryKey(),
    referrerId: integer('referrer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    referredUserId: integer('referred_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    date: timestamp('date', { withTimezone: true }).notNull().defaultNow(),
    status: text('status').notNull().default('active'),
    /** When the affiliate was told (features/notifications/digests.ts). */
    affiliateNotifiedAt: timestamp('affiliate_notified_at', { withTimezone: true }),
  },
  (t) => [
    index('referrals_referrer_idx').on(t.referrerId),
    index('referrals_unnotified_idx')
      .on(t.date)
      .where(sql`${t.affiliateNotifiedAt} is null`),
  ],
);

// ---------------------------------------------------------------- businesses

export interface Coords {
  lat: number;
  lng: number;
}
export type SocialMedia = Partial<
  Record<'facebook' | 'instagram' | 'twitter' | 'linkedin' | 'youtube', string>
>;
export type BusinessFeatures = Partial<
  Record<
    | 'wifi'
    | 'parking'
    | 'delivery'
    | 'creditCard'
    | 'cash'
    | 'mobilePayment'
    | 'accessibility'
    | 'petFriendly'
    | 'virtualAssistant',
    boolean
  >
>;

export const businesses = pgTable(
  'businesses',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    packageId: integer('package_id')
      .notNull()
      .default(1)
      .references(() => packages.id),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    provinceId: integer('province_id')
      .notNull()
      .references(() => provinces.id),
    municipalityId: integer('municipality_id')
      .notNull()
      .references(() => municipalities.id),
    districtId: integer('district_id').references(() => municipalDistricts.id),
    address: text('address'),
    isActive: boolean('is_active').notNull().default(false),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    // Featured somewhere: in its municipality's lists, the plan table's narrowest reach. Generated
    // so nobody writes it; the default order's first key (docs/decisions/020).
    isHighlighted: boolean('is_highlighted')
      .notNull()
      .generatedAlwaysAs(
        sql.raw(`package_id >= ${Number(PLAN_FEATURES.featuredMunicipality.from)}`),
      ),
    phone: text('phone').notNull(),
    email: text('email'),
    website: text('website'),
    whatsappNumber: text('whatsapp_number'),
    rating: integer('rating').notNull().default(0),
    imageUrl: text('image_url'),
    logoUrl: text('logo_url'),
    galleryImages: jsonb('gallery_images').$type<string[]>().notNull().default([]),
    videoUrl: text('video_url'),
    openingHours: jsonb('opening_hours').$type<OpeningHours>().notNull(),
    visitCount: integer('visit_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    // Coordinates as two numeric columns (the API's coords {lat, lng} is built from them) so a
    // GiST index on ll_to_earth(lat, lng) can serve distance queries.
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    socialMedia: jsonb('social_media').$type<SocialMedia>().notNull().default({}),
    features: jsonb('features').$type<BusinessFeatures>().notNull().default({}),
    tagline: text('tagline'),
    priceRange: text('price_range'),
    contactEmail: text('contact_email'),
    hideCompetitorAds: boolean('hide_competitor_ads').notNull().default(false),
    hideGoogleAds: boolean('hide_google_ads').notNull().default(false),
    bookingEnabled: boolean('booking_enabled').notNull().default(false),
    contactFormEnabled: boolean('contact_form_enabled').notNull().default(true),
    reviewsEnabled: boolean('reviews_enabled').notNull().default(true),
    hasAi: boolean('has_ai').notNull().default(false),
    menuUrl: text('menu_url'),
    // Set while the plan has lapsed: the page stays, without highlight, tier or owner content
    // (features/subscriptions/expiry.ts); cleared when a renewal is paid.
    planLapsedAt: timestamp('plan_lapsed_at', { withTimezone: true }),
    // When an administrator approved its RNC or cédula (features/verification); cleared when the
    // name or owner changes, so the badge never speaks for someone else.
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    // Lower-cased, accent-free text of everything search looks at; written by the application
    // (unaccent() is not immutable, so it cannot feed an index expression).
    searchDocument: text('search_document').notNull().default(''),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`to_tsvector('spanish'::regconfig, search_document)`,
    ),
    // The name's part of the document (it starts with the name), so a search can rank name
    // matches first by reading them in the default order (businesses/search/ranked-page.ts).
    nameVector: tsvector('name_vector').generatedAlwaysAs(
      sql`to_tsvector('spanish'::regconfig, left(search_document, length(name)))`,
    ),
    openMinutes: int4multirange('open_minutes').generatedAlwaysAs(openMinutesExpression),
    // 'Cerrado temporalmente' (features/hours/): out of 'Abierto ahora/hoy' until reopens_on,
    // which a filter compares with today's date, so no job has to reopen anyone.
    temporarilyClosed: boolean('temporarily_closed').notNull().default(false),
    reopensOn: date('reopens_on', { mode: 'string' }),
    // An imported listing's id in the file it came from: importing the file again updates it
    // (features/business-import). Null for listings registered here.
    externalId: text('external_id'),
    // The pin is the municipality's seat, not the business's door: 'Ubicación aproximada'
    // shows until the geocoding job or the owner places it.
    approximateLocation: boolean('approximate_location').notNull().default(false),
    // An administrator took it off the directory (features/admin-console): is_active is false
    // while set, so every public query drops it; the reason is the owner's to read.
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    suspensionKind: text('suspension_kind'),
    suspensionReason: text('suspension_reason'),
  },
  (t) => [
    // A category in a place in the default order ('farmacias en Santiago', the most common
    // browse): the first twelve and the count come from the index alone. Walking the default
    // order and filtering away the other places read 17,000 rows for 12 at 1,000,000 (decision
    // 034). The category alone still reads these by their first column.
    ...(['provinceId', 'municipalityId', 'districtId'] as const).map((place) =>
      index(`businesses_category_${place.replace('Id', '')}_order_idx`)
        .on(
          t.categoryId,
          t[place],
          t.isHighlighted.desc(),
          t.packageId.desc(),
          t.visitCount.desc(),
          t.name.asc(),
          t.id.asc(),
        )
        .where(sql`${t.isActive}`),
    ),
    index('businesses_province_idx').on(t.provinceId),
    index('businesses_municipality_idx').on(t.municipalityId),
    index('businesses_district_idx').on(t.districtId),
    index('businesses_user_idx').on(t.userId),
    // A registration looks for listings with the same phone by its last ten digits
    // (registration/duplicates.ts); the same expression there, so this index answers it.
    index('businesses_phone_digits_idx').on(
      sql`right(regexp_replace(${t.phone}, '\\D', '', 'g'), 10)`,
    ),
    // The default order of the directory, for active businesses only. name_vector comes after
    // the unique id, so it orders nothing: it lets a search test names while walking the order
    // in the index alone (an index-only scan; drizzle cannot write INCLUDE). search/ranked-page.ts.
    index('businesses_default_order_idx')
      .on(
        t.isHighlighted.desc(),
        t.packageId.desc(),
        t.visitCount.desc(),
        t.name.asc(),
        t.id.asc(),
        t.nameVector,
      )
      .where(sql`${t.isActive}`),
    index('businesses_recent_idx')
      .on(t.activatedAt.desc(), t.id.desc())
      .where(sql`${t.isActive}`),
    // The few businesses awaiting activation or suspended, by category: which categories are in
    // use at all is the kept active totals plus a probe here (features/categories/repository.ts).
    index('businesses_inactive_category_idx')
      .on(t.categoryId)
      .where(sql`not ${t.isActive}`),
    index('businesses_search_vector_idx').using('gin', t.searchVector),
    index('businesses_name_vector_idx').using('gin', t.nameVector),
    // 'Abierto Ahora' often matches most of the directory, where no index narrows anything; a
    // btree holding open_minutes lets its count read this small index alone (an index-only scan
    // with the @> filter, ~5× faster than reading the table at 100,000 businesses).
    // The closure columns ride along so the count still reads the index alone.
    index('businesses_open_minutes_idx')
      .on(t.openMinutes, t.temporarilyClosed, t.reopensOn)
      .where(sql`${t.isActive}`),
    // The map's visible box: a range on latitude, longitude checked on the index entries.
    index('businesses_lat_lng_idx')
      .on(t.lat, t.lng)
      .where(sql`${t.isActive} and ${t.lat} is not null and ${t.lng} is not null`),
    uniqueIndex('businesses_external_id_idx')
      .on(t.externalId)
      .where(sql`${t.externalId} is not null`),
    // Near me reads businesses_near_idx, a GiST index on ll_to_earth(lat, lng) of active
    // businesses INCLUDING id, lat and lng (hand-written in migration 0041: drizzle cannot write
    // INCLUDE), so the nearest page and the bounded count never read the table.
    // Near me within a category reads businesses_category_near_idx, the same led by category_id
    // (btree_gist; hand-written in migration 0049).
  ],
);

/**
 * The distinct words of every search document: the vocabulary a typo'd word is corrected
 * against. Looking words up here is ~200× cheaper than comparing the typed word with every
 * business, so search corrects the words first and then runs the full-text query.
 */
export const searchWords = pgTable('search_words', { word: text('word').primaryKey() }, (t) => [
  index('search_words_trgm_idx').using('gist', sql`${t.word} gist_trgm_ops`),
]);

/**
 * Each word (lexeme) of an active business's name with the default order's keys beside it, kept
 * by statement triggers on businesses (hand-written in migration 0047). Its btree serves a search
 * word's name matches in the default order from an index led by the word: walking the order
 * index for 'farmacia' read 18,000 entries for 12 at 1,000,000 (search/name-word-walk.ts).
 */
export const businessNameWords = pgTable(
  'business_name_words',
  {
    lexeme: text('lexeme').notNull(),
    businessId: integer('business_id').notNull(),
    isHighlighted: boolean('is_highlighted').notNull(),
    packageId: integer('package_id').notNull(),
    visitCount: integer('visit_count').notNull(),
    name: text('name').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.businessId, t.lexeme] }),
    // Spelled as businesses_default_order_idx after the word, so a walk needs no sort.
    index('business_name_words_order_idx').on(
      t.lexeme,
      t.isHighlighted.desc(),
      t.packageId.desc(),
      t.visitCount.desc(),
      t.name.asc(),
      t.businessId.asc(),
    ),
  ],
);

/**
 * Each vocabulary word under its deletion keys: the word and every form of it with one letter
 * dropped (@drd/shared/typos deletionKeys). A word one typo from the typed word shares a key
 * with it, so an index lookup of the typed word's keys finds every such word.
 */
export const searchWordKeys = pgTable(
  'search_word_keys',
  { key: text('key').notNull(), word: text('word').notNull() },
  (t) => [primaryKey({ columns: [t.key, t.word] })],
);

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    businessId: integer('business_id').references(() => businesses.id, { onDelete: 'cascade' }),
    packageId: integer('package_id')
      .notNull()
      .references(() => packages.id),
    startDate: timestamp('start_date', { withTimezone: true }),
    endDate: timestamp('end_date', { withTimezone: true }),
    isActive: boolean('is_active').notNull().default(true),
    autoRenew: boolean('auto_renew').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('subscriptions_business_idx').on(t.businessId)],
);

/**
 * The affiliate ledger. One 'commission' row per completed payment of a referred owner, and at
 * most one negative 'adjustment' when a payment already paid out is refunded: the unique index
 * on (payment, kind) keeps retries and races from creating a second one. Amounts are decimal
 * strings in the code, never floats (@drd/shared/commission).
 */
export const commissions = pgTable(
  'commissions',
  {
    id: serial('id').primaryKey(),
    affiliateId: integer('affiliate_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subscriptionId: integer('subscription_id').references(() => subscriptions.id, {
      onDelete: 'set null',
    }),
    paymentId: integer('payment_id').references((): AnyPgColumn => transactions.id, {
      onDelete: 'set null',
    }),
    referralId: integer('referral_id').references(() => referrals.id, { onDelete: 'set null' }),
    /** 'commission' or 'adjustment' (negative: a refund of a payment already paid out). */
    kind: text('kind').notNull().default('commission'),
    amount: numeric('amount', { precision: 10, scale: 2 }).notNull(),
    /** The payment it was earned on, and whether the early-affiliate bonus applied. */
    baseAmount: numeric('base_amount', { precision: 10, scale: 2 }),
    bonus: boolean('bonus').notNull().default(false),
    level: integer('level').notNull().default(1),
    /** pending → approved → completed ('Pagada'); cancelled when refunded before payout. */
    status: text('status').notNull().default('pending'),
    createdAt: createdAt(),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    payoutId: integer('payout_id').references((): AnyPgColumn => affiliatePayouts.id, {
      onDelete: 'set null',
    }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    index('commissions_affiliate_idx').on(t.affiliateId),
    uniqueIndex('commissions_payment_kind_idx').on(t.paymentId, t.kind),
    index('commissions_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/**
 * Where an affiliate's payouts go ('/cuenta'): a bank account or a PayPal e-mail. Deleted with the
 * account; the payout batch lists it for the administrator who pays.
 */
export const payoutDetails = pgTable(
  'payout_details',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    method: text('method').notNull(),
    bankName: text('bank_name'),
    accountNumber: text('account_number'),
    accountHolder: text('account_holder'),
    paypalEmail: text('paypal_email'),
    updatedAt: updatedAt(),
  },
  (t) => [check('payout_details_method_check', sql`${t.method} in ('bank', 'paypal')`)],
);

/** A monthly payout to one affiliate: the approved rows it took (commissions.payout_id). */
export const affiliatePayouts = pgTable(
  'affiliate_payouts',
  {
    id: serial('id').primaryKey(),
    affiliateId: integer('affiliate_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The month of the batch, 'YYYY-MM' in Santo Domingo: one payout per affiliate and month. */
    period: text('period').notNull(),
    amount: numeric('amount', { precision: 10, scale: 2 }).notNull(),
    status: text('status').notNull().default('pending'),
    createdAt: createdAt(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    paidBy: integer('paid_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [uniqueIndex('affiliate_payouts_period_idx').on(t.affiliateId, t.period)],
);

/**
 * The months whose payout batch has been made (features/affiliates/payouts.ts), even when it paid
 * no one: a month missing here is made late by the job, not left to wait for an administrator.
 */
export const affiliatePayoutBatches = pgTable('affiliate_payout_batches', {
  /** 'YYYY-MM' in Santo Domingo, as affiliate_payouts.period. */
  period: text('period').primaryKey(),
  madeAt: timestamp('made_at', { withTimezone: true }).notNull(),
});

export const transactions = pgTable(
  'transactions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    businessId: integer('business_id').references(() => businesses.id, { onDelete: 'cascade' }),
    amount: money('amount').notNull(),
    type: text('type').notNull(),
    status: text('status').notNull().default('pending'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    paymentMethod: text('payment_method').notNull().default('paypal'),
    paymentId: text('payment_id'),
    referralId: integer('referral_id').references(() => referrals.id, { onDelete: 'set null' }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    /** The administrator who recorded the payment or the refund (manual provider). */
    recordedBy: integer('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    /** The owner's photo of the transfer (a private user_documents key), while pending. */
    receiptKey: text('receipt_key'),
    /** The money the administrator counted on 'Marcar recibido', in the currency it came in. */
    receivedAmount: money('received_amount'),
    receivedCurrency: text('received_currency'),
    /** Up by one on every administrator's decision: a decision names the version it was made on. */
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('transactions_business_idx').on(t.businessId),
    index('transactions_status_idx').on(t.status, t.createdAt),
  ],
);

// Visits and reviews are history: they keep the business id they were recorded for even after
// the business is deleted, so they carry no foreign key to businesses.
export const visits = pgTable(
  'visits',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    businessId: integer('business_id').notNull(),
    visitorId: text('visitor_id').notNull(),
    timestamp: timestamp('timestamp', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('visits_business_time_idx').on(t.businessId, t.timestamp)],
);

/**
 * When each visitor was last counted for each business: the 30-minute de-duplication. A primary
 * key that an upsert claims makes the check and the claim one atomic step, so a visit is one
 * statement with no explicit transaction or lock (visits/repository.ts).
 */
export const visitWindows = pgTable(
  'visit_windows',
  {
    businessId: integer('business_id').notNull(),
    visitorId: text('visitor_id').notNull(),
    countedAt: timestamp('counted_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.businessId, t.visitorId] })],
);

/**
 * Visits older than an hour, as counts per business and day (in the directory's time zone): the
 * visits log keeps only the last hour row by row, so it cannot grow without bound
 * (visits/rollup.ts).
 */
export const visitDays = pgTable(
  'visit_days',
  {
    businessId: integer('business_id').notNull(),
    day: date('day').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.businessId, t.day] })],
);

/**
 * Counted visits per source (an address, its /24 or /48 network, an address and one business) in
 * fixed windows, so no single source can buy a business's ranking; shared by every server instance
 * (visits/limits.ts). Closed windows are deleted by the minutely job.
 */
export const visitLimits = pgTable(
  'visit_limits',
  {
    source: text('source').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.source, t.windowStart] })],
);

/**
 * Taps not yet rolled up: one row per business, visitor, kind and hour, so its primary key is the
 * "once per visitor, action and hour" check and the claim in one insert (actions/repository.ts).
 */
export const businessActions = pgTable(
  'business_actions',
  {
    businessId: integer('business_id').notNull(),
    visitorId: text('visitor_id').notNull(),
    kind: text('kind').notNull(),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
  },
  // The primary key alone: an index on the hour cost every tap an insert, and the planner took it
  // for the once-an-hour check; the roll-up scans the table, which holds only the open hours.
  (t) => [primaryKey({ columns: [t.businessId, t.visitorId, t.kind, t.hour] })],
);

/**
 * The words of the search a counted visit came from, per business, day and visitor (one row per
 * visitor and word a day); only words of 3+ visitors are ever shown, and rows go after 13 months.
 */
export const businessSearchWords = pgTable(
  'business_search_words',
  {
    businessId: integer('business_id').notNull(),
    day: date('day').notNull(),
    word: text('word').notNull(),
    visitorId: text('visitor_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.businessId, t.day, t.word, t.visitorId] })],
);

/** Which month's 'Tu mes en Directorio RD' has been queued (actions/monthly-report.ts). */
export const monthlyReportRuns = pgTable('monthly_report_runs', {
  month: text('month').primaryKey(),
  createdAt: createdAt(),
});

/** Secrets the server generates once and every instance shares (the visitor cookie's key). */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

/** Settings an administrator changes at run time (the RD$ per US$ rate); env gives defaults. */
export const appSettings = pgTable('app_settings', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  updatedAt: updatedAt(),
});

/**
 * The live visit count of each business that has been visited since it was seeded. Counting on
 * businesses itself rewrote a wide row and all its twelve indexes per visit (visit_count is in the
 * default-order index), a third of the visits per second this narrow row allows. The public count
 * is coalesce(count, businesses.visit_count); businesses.visit_count is the ordering's copy,
 * caught up every minute (visits/order-sync.ts).
 */
export const businessVisitCounts = pgTable(
  'business_visit_counts',
  {
    businessId: integer('business_id')
      .primaryKey()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    count: integer('count').notNull(),
    /**
     * Counted since the last copy into businesses.visit_count: the copy reads these rows alone
     * through the partial index instead of comparing every business's two counts each minute.
     */
    pending: boolean('pending').notNull().default(true),
  },
  (t) => [
    index('business_visit_counts_pending_idx')
      .on(t.businessId)
      .where(sql`${t.pending}`),
  ],
);

/**
 * The number of active businesses, kept by a statement trigger on businesses (hand-written in
 * migration 0041) instead of recounted: at 1,000,000 the count read 85,000 index pages, again
 * after every approval. One row; its only writers are the rare activations and removals.
 */
export const businessTotals = pgTable(
  'business_totals',
  {
    id: integer('id').primaryKey().default(1),
    active: integer('active').notNull(),
  },
  (t) => [check('business_totals_one_row', sql`${t.id} = 1`)],
);

/**
 * Active businesses per category and per municipality, kept by the same statement triggers as
 * business_totals (hand-written in migration 0044): the home page's directory sizes count the
 * rows above zero (a few hundred) instead of two distinct counts over every active business.
 */
export const categoryTotals = pgTable('category_totals', {
  categoryId: integer('category_id').primaryKey(),
  active: integer('active').notNull(),
});

export const municipalityTotals = pgTable('municipality_totals', {
  municipalityId: integer('municipality_id').primaryKey(),
  active: integer('active').notNull(),
});

/**
 * The sitemap index's business files (features/seo/sitemap-files.ts): file n holds the ids in
 * (n·50,000, (n+1)·50,000]; its active businesses and the newest change to its content (a
 * business listed, changed or leaving), kept by statement triggers (hand-written in 0045).
 */
export const sitemapBusinessFiles = pgTable('sitemap_business_files', {
  file: integer('file').primaryKey(),
  active: integer('active').notNull(),
  lastmod: timestamp('lastmod', { withTimezone: true }).notNull(),
});

/**
 * Active businesses and the newest change per category × place (district 0 is none), kept the same
 * way: paginas.xml's groups, the category pages' place links and the place words' counts.
 */
export const categoryPlaceTotals = pgTable(
  'category_place_totals',
  {
    categoryId: integer('category_id').notNull(),
    provinceId: integer('province_id').notNull(),
    municipalityId: integer('municipality_id').notNull(),
    districtId: integer('district_id').notNull(),
    active: integer('active').notNull(),
    lastmod: timestamp('lastmod', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.provinceId, t.municipalityId, t.districtId] })],
);

/**
 * Each municipality's distinct names (lower(immutable_unaccent(name))) with the businesses that
 * bear them, all and active, ids ascending: the registration's duplicate check compares the typed
 * name with these (4,960 in the largest municipality at 1,000,000) instead of every business
 * (118,769). Kept by statement triggers on businesses; its GiST trigram index
 * business_names_trgm_idx is hand-written (migration 0047, decision 034).
 */
export const businessNames = pgTable(
  'business_names',
  {
    municipalityId: integer('municipality_id').notNull(),
    nameKey: text('name_key').notNull(),
    businessIds: integer('business_ids').array().notNull(),
    activeIds: integer('active_ids').array().notNull(),
  },
  (t) => [primaryKey({ columns: [t.municipalityId, t.nameKey] })],
);

export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    businessId: integer('business_id').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    rating: integer('rating').notNull(),
    comment: text('comment').notNull().default(''),
    reviewerName: text('reviewer_name'),
    reviewerEmail: text('reviewer_email'),
    isApproved: boolean('is_approved').notNull().default(false),
    createdAt: createdAt(),
    /** When the owner was told it waits (features/notifications/digests.ts). */
    ownerNotifiedAt: timestamp('owner_notified_at', { withTimezone: true }),
    /**
     * When its writer became known (a confirmed account, or the mailed link opened): only then
     * does it reach the owner and count. Decision 014.
     */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** SHA-256 of the link mailed to an anonymous writer; cleared once opened. */
    confirmTokenHash: text('confirm_token_hash'),
    /** The writer: 'u:<user id>' or 'e:<lower-case e-mail>'; one live review per writer. */
    authorKey: text('author_key'),
    reportedAt: timestamp('reported_at', { withTimezone: true }),
    reportReason: text('report_reason'),
    removedAt: timestamp('removed_at', { withTimezone: true }),
    removalReason: text('removal_reason'),
    /** When an administrator kept a reported review public (a removal sets removed_at). */
    reportDecidedAt: timestamp('report_decided_at', { withTimezone: true }),
    /** The administrator who kept or removed a reported review. */
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    /** Goes up when the owner reports it: an administrator's decision binds it (decision 012). */
    version: integer('version').notNull().default(1),
  },
  (t) => [
    index('reviews_business_idx').on(t.businessId, t.isApproved),
    index('reviews_unnotified_idx')
      .on(t.createdAt)
      .where(sql`${t.ownerNotifiedAt} is null and ${t.isApproved}`),
    uniqueIndex('reviews_author_idx')
      .on(t.businessId, t.authorKey)
      .where(sql`${t.authorKey} is not null and ${t.removedAt} is null`),
    uniqueIndex('reviews_confirm_token_idx').on(t.confirmTokenHash),
    index('reviews_reported_idx')
      .on(t.reportedAt)
      .where(
        sql`${t.reportedAt} is not null and ${t.reportDecidedAt} is null and ${t.removedAt} is null`,
      ),
  ],
);

/** The owner's answer under a review: one per review, moderated like other owner content. */
export const reviewReplies = pgTable(
  'review_replies',
  {
    id: serial('id').primaryKey(),
    businessId: businessRef(),
    reviewId: integer('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    reply: text('reply').notNull(),
    status: status(),
    createdAt: createdAt(),
  },
  (t) => [
    statusCheck('review_replies', t.status),
    uniqueIndex('review_replies_review_idx').on(t.reviewId),
    index('review_replies_business_idx').on(t.businessId),
  ],
);

/**
 * Listings the owner said a registration is not ('no es este negocio') when the duplicate check
 * showed them: the administrator reads it on the new business's card.
 */
export const dismissedDuplicates = pgTable(
  'dismissed_duplicates',
  {
    businessId: businessRef(),
    duplicateId: integer('duplicate_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.businessId, t.duplicateId] })],
);

// ---------------------------------------------------------------- owner content and records

export const businessQa = pgTable(
  'business_qa',
  {
    id: serial('id').primaryKey(),
    businessId: businessRef(),
    question: text('question').notNull(),
    answer: text('answer'),
    askerName: text('asker_name'),
    askerEmail: text('asker_email'),
    isAnswered: boolean('is_answered').notNull().default(false),
    isPublic: boolean('is_public').notNull().default(true),
    createdAt: createdAt(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    answeredBy: integer('answered_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('business_qa_business_idx').on(t.businessId)],
);

export const businessAnalytics = pgTable(
  'business_analytics',
  {
    id: serial('id').primaryKey(),
    businessId: businessRef(),
    date: date('date').notNull(),
    profileViews: integer('profile_views').notNull().default(0),
    phoneClicks: integer('phone_clicks').notNull().default(0),
    whatsappClicks: integer('whatsapp_clicks').notNull().default(0),
    websiteClicks: integer('website_clicks').notNull().default(0),
    directionsClicks: integer('directions_clicks').notNull().default(0),
    shareClicks: integer('share_clicks').notNull().default(0),
  },
  // Profile views come from the visits' roll-up, taps from the actions' (features/analytics).
  (t) => [uniqueIndex('business_analytics_day_idx').on(t.businessId, t.date)],
);

export const businessOffers = pgTable(
  'business_offers',
  {
    id: serial('id').primaryKey(),
    businessId: businessRef(),
    title: text('title').notNull(),
    description: text('description'),
    discountPercent: integer('discount_percentage'),
    discountAmount: money('discount_amount'),
    code: text('code'),
    /** Dominican calendar days: valid from the first through the last (content/offers.ts). */
    validFrom: date('valid_from'),
    validUntil: date('valid_until').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    maxRedemptions: integer('max_redemptions'),
    currentRedemptions: integer('current_redemptions').notNull().default(0),
    status: status(),
    displayOrder: displayOrder(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    statusCheck('business_offers', t.status),
    index('business_offers_business_idx').on(t.businessId, t.validUntil),
  ],
);

export const businessVerification = pgTable(
  'business_verification',
  {
    id: serial('id').primaryKey(),
    businessId: businessRef(),
    verificationStatus: text('verification_status').notNull().default('pending'),
    verifiedBy: integer('verified_by').references(() => users.id, { onDelete: 'set null' }),
    verificationDate: timestamp('verification_date', { withTimezone: true }),
    verificationNotes: text('verification_notes'),
    documentUrl: text('document_url'),
    createdAt: createdAt(),
  },
  (t) => [index('business_verification_business_idx').on(t.businessId)],
);

export const businessProducts = pgTable(
  'business_products',
  {
    id: serial('id').primaryKey(),
    businessId: businessRef(),
    name: text('name').notNull(),
    description: text('description'),
    price: money('price'),
    currency: text('currency').notNull().default('DOP'),
    imageUrl: text('image_url'),
    externalUrl: text('external_url'),
    isActive: boolean('is_active').notNull().default(true),
    status: status(),
    displayOrder: displayOrder(),
    createdAt: createdAt(),
  },
  (t) => [
    statusCheck('business_products', t.status),
    index('business_products_business_idx').on(t.businessId),
  ],
);

export const businessVideos = pgTable(
  'business_videos',
  {
    id: serial('id').primaryKey(),
    businessId: businessRef(),
    youtubeUrl: text('youtube_url').notNull(),
    embedId: text('embed_id').notNull(),
    title: text('title'),
    displayOrder: displayOrder(),
    status: status(),
    createdAt: createdAt(),
  },
  (t) => [
    statusCheck('business_videos', t.status),
    index('business_videos_business_idx').on(t.businessId),
  ],
);

export const businessGalleryImages = pgTable(
  'business_gallery_images',
  {
    id: serial('id').primaryKey(),
    businessId: businessRef(),
    imageUrl: text('image_url').notNull(),
    caption: text('caption'),
    displayOrder: displayOrder(),
    status: status(),
    createdAt: createdAt(),
  },
  (t) => [
    statusCheck('business_gallery_images', t.status),
    index('business_gallery_business_idx').on(t.businessId),
  ],
);

export const businessSocialLinks = pgTable(
  'business_social_links',
  {
    id: serial('id').primaryKey(),
    businessId: businessRef(),
    platform: text('platform').notNull(),
    url: text('url').notNull(),
    displayOrder: displayOrder(),
    status: status(),
    createdAt: createdAt(),
  },
  (t) => [
    statusCheck('business_social_links', t.status),
    index('business_social_business_idx').on(t.businessId),
  ],
);

export const businessFaqs = pgTable(
  'business_faqs',
  {
    id: serial('id').primaryKey(),
    businessId: businessRef(),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    displayOrder: displayOrder(),
    status: status(),
    createdAt: createdAt(),
  },
  (t) => [
    statusCheck('business_faqs', t.status),
    index('business_faqs_business_idx').on(t.businessId),
  ],
);

export const businessTags = pgTable(
  'business_tags',
  {
    id: serial('id').primaryKey(),
    businessId: businessRef(),
    tag: text('tag').notNull(),
    status: status(),
    createdAt: createdAt(),
  },
  (t) => [
    statusCheck('business_tags', t.status),
    index('business_tags_business_idx').on(t.businessId),
  ],
);

export const businessMenus = pgTable(
  'business_menus',
  {
    id: serial('id').primaryKey(),
    businessId: businessRef(),
    sectionName: text('section_name').notNull(),
    itemName: text('item_name').notNull(),
    description: text('description'),
    price: money('price'),
    displayOrder: displayOrder(),
    status: status(),
    createdAt: createdAt(),
  },
  (t) => [
    statusCheck('business_menus', t.status),
    index('business_menus_business_idx').on(t.businessId),
  ],
);

export const businessEvents = pgTable(
  'business_events',
  {
    id: serial('id').primaryKey(),
    businessId: businessRef(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    eventDate: timestamp('event_date', { withTimezone: true }).notNull(),
    eventEndDate: timestamp('event_end_date', { withTimezone: true }),
    location: text('location'),
    price: money('price'),
    registrationUrl: text('registration_url'),
    status: status(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    statusCheck('business_events', t.status),
    index('business_events_business_idx').on(t.businessId),
  ],
);

/**
 * A visitor's message to a business from its profile: the contact form, or a booking request
 * (kind 'booking', plan 3+). The owner's alone (decision 017); it reaches the inbox and the owner's
 * e-mail once confirmed (at once, or after the mailed link for a busy sender).
 */
export const businessLeads = pgTable(
  'business_leads',
  {
    id: serial('id').primaryKey(),
    businessId: businessRef(),
    kind: text('kind').notNull().default('contact'),
    name: text('name').notNull(),
    email: text('email'),
    phone: text('phone'),
    message: text('message').notNull(),
    /** A booking request's day ('YYYY-MM-DD'), time ('HH:MM') and party size. */
    bookingDate: text('booking_date'),
    bookingTime: text('booking_time'),
    people: integer('people'),
    /** The signed-in sender, if any. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    isRead: boolean('is_read').notNull().default(false),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    /** Null while it waits for its sender to open the mailed link: the owner does not see it. */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    confirmTokenHash: text('confirm_token_hash'),
    /** When the owner's e-mail about it was queued (features/leads/owner-mail-job.ts). */
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('business_leads_kind_check', sql`${t.kind} in ('contact', 'booking')`),
    index('business_leads_business_idx').on(t.businessId, t.createdAt.desc()),
    uniqueIndex('business_leads_confirm_token_idx').on(t.confirmTokenHash),
    index('business_leads_unnotified_idx')
      .on(t.businessId)
      .where(sql`${t.notifiedAt} is null and ${t.confirmedAt} is not null`),
  ],
);

export const businessProfileSubmissions = pgTable(
  'business_profile_submissions',
  {
    id: serial('id').primaryKey(),
    businessId: businessRef(),
    submittedBy: integer('submitted_by').references(() => users.id, { onDelete: 'set null' }),
    changeType: text('change_type').notNull(),
    // Which item the submission is about (e.g. 'gallery' #12, or 'business' for a registration).
    contentType: text('content_type'),
    contentId: integer('content_id'),
    changeData: jsonb('change_data').$type<Record<string, unknown>>().notNull().default({}),
    status: status(),
    reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewNotes: text('review_notes'),
    createdAt: createdAt(),
    /** When the owner was told of the decision, in one message per review session. */
    ownerNotifiedAt: timestamp('owner_notified_at', { withTimezone: true }),
    /** Bumped whenever the waiting data changes: a decision names the version it was made on. */
    version: integer('version').notNull().default(1),
  },
  (t) => [
    statusCheck('business_profile_submissions', t.status),
    check(
      'business_profile_submissions_change_type_check',
      sql`${t.changeType} in ('new_content', 'profile_update', 'delete_content')`,
    ),
    // The owner's change list and the moderation of one item look submissions up by item.
    index('submissions_content_idx').on(t.contentType, t.contentId),
    index('submissions_business_idx').on(t.businessId),
    index('submissions_status_idx').on(t.status, t.createdAt),
    index('submissions_unnotified_idx')
      .on(t.reviewedAt)
      .where(sql`${t.ownerNotifiedAt} is null and ${t.reviewedAt} is not null`),
  ],
);

/** A signed-in visitor's favourite businesses, merged with the browser's list at sign-in. */
export const userFavorites = pgTable(
  'user_favorites',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    businessId: businessRef(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.businessId] })],
);

// ---------------------------------------------------------------- claims and outside services

/**
 * A request to become the owner of an existing listing (instead of registering it twice). An
 * administrator approves or rejects it; approval makes the claimant the owner.
 */
export const businessClaims = pgTable(
  'business_claims',
  {
    id: serial('id').primaryKey(),
    businessId: businessRef(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    note: text('note').notNull(),
    /** Claims before decision 013 named an outside address; kept, never shown. */
    documentUrl: text('document_url'),
    /** A private document (user_documents) the claimant uploaded. */
    documentKey: text('document_key'),
    status: status(),
    reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewNotes: text('review_notes'),
    createdAt: createdAt(),
    // Changes with every change of the claim: a decision binds the version the admin saw.
    version: integer('version').notNull().default(1),
    // An approved claim on an owned listing ('scheduled') moves it at this time unless the owner
    // objects first; the objection sends the claim back to 'pending' with the owner's reason.
    movesAt: timestamp('moves_at', { withTimezone: true }),
    objection: text('objection'),
    objectedAt: timestamp('objected_at', { withTimezone: true }),
  },
  (t) => [
    index('business_claims_status_idx').on(t.status, t.createdAt),
    index('business_claims_moves_idx')
      .on(t.movesAt)
      .where(sql`${t.status} = 'scheduled'`),
    // One open claim per person and listing.
    uniqueIndex('business_claims_open_idx')
      .on(t.businessId, t.userId)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/**
 * An owner's request for the 'Verificado' badge (the spec's business_verification): the RNC or
 * cédula, a private document photo, and an administrator's decision bound to its version. The
 * number is read by administrators only; nothing public selects it.
 */
export const businessVerifications = pgTable(
  'business_verifications',
  {
    id: serial('id').primaryKey(),
    businessId: businessRef(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    number: text('number').notNull(),
    documentKey: text('document_key').notNull(),
    // 'lapsed': the name or owner changed before or after the decision.
    status: status(),
    verifiedBy: integer('verified_by').references(() => users.id, { onDelete: 'set null' }),
    verificationDate: timestamp('verification_date', { withTimezone: true }),
    verificationNotes: text('verification_notes'),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [
    check('business_verifications_kind_check', sql`${t.kind} in ('rnc', 'cedula')`),
    check(
      'business_verifications_status_check',
      sql`${t.status} in ('pending', 'approved', 'rejected', 'lapsed')`,
    ),
    index('business_verifications_business_idx').on(t.businessId, t.createdAt),
    index('business_verifications_status_idx').on(t.status, t.createdAt),
    // One waiting request per business, even when two arrive together.
    uniqueIndex('business_verifications_pending_idx')
      .on(t.businessId)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/** Geocoder answers by query, so a repeated address search never calls the outside service. */
export const geocodeCache = pgTable('geocode_cache', {
  query: text('query').primaryKey(),
  results: jsonb('results').$type<unknown>().notNull(),
  createdAt: createdAt(),
});

/**
 * The next moment an outside service may be called, shared by every server instance (the
 * geocoder allows one request per second from the whole site).
 */
export const serviceSlots = pgTable('service_slots', {
  name: text('name').primaryKey(),
  nextAt: timestamp('next_at', { withTimezone: true }).notNull(),
});

// ---------------------------------------------------------------- mail and account recovery

/**
 * Every message the site sends, queued in the transaction of the change that causes it and
 * drained by whichever instance locks it first (features/mail/drain.ts). Kept after sending:
 * without SMTP it is the outbox administrators read.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    status: text('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    /** 'smtp' or 'log' (no SMTP_URL: written to the server log, read at /admin/correo). */
    transport: text('transport'),
    /** A message that must go once per event (a renewal reminder) names it here. */
    dedupeKey: text('dedupe_key').unique(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('mail_outbox_status_check', sql`${t.status} in ('queued', 'sent', 'failed')`),
    index('mail_outbox_due_idx')
      .on(t.nextAttemptAt, t.id)
      .where(sql`${t.status} = 'queued'`),
    index('mail_outbox_created_idx').on(t.createdAt.desc(), t.id.desc()),
  ],
);

/**
 * A link mailed to prove something about an account: a password reset (an hour) or the
 * ownership of its e-mail (a week). Only the token's SHA-256 is stored; each is used once.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
    /** 'change-email': the new address the link was sent to; it replaces the old once opened. */
    email: text('email'),
  },
  (t) => [
    check(
      'account_tokens_purpose_check',
      sql`${t.purpose} in ('password-reset', 'verify-email', 'change-email')`,
    ),
    index('account_tokens_user_idx').on(t.userId, t.purpose),
  ],
);

// ---------------------------------------------------------------- uploaded photos

/**
 * One uploaded photo: its files are named by the hash of its bytes (`<key>.webp`, `<key>-400.webp`
 * …, `<key>.jpg`). The row belongs to the user who sent it until something refers to its URL; the
 * cleanup job (features/uploads/cleanup.ts) deletes the files nothing refers to.
 */
export const mediaUploads = pgTable(
  'media_uploads',
  {
    key: text('key').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull(),
    // Set again when the same photo is sent again, so the cleanup's grace period starts anew.
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('media_uploads_uploaded_idx').on(t.uploadedAt)],
);

/**
 * Private documents (a claim's proof of ownership, later a verification's): kept apart from the
 * public photos, under a random key, shown only to the uploader and administrators.
 */
export const userDocuments = pgTable(
  'user_documents',
  {
    key: text('key').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    bytes: integer('bytes').notNull(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('user_documents_uploaded_idx').on(t.uploadedAt)],
);

/**
 * The share card each page has in storage (features/share-cards), by its version: storing a new
 * version removes the file of the one it replaces.
 */
export const shareCards = pgTable('share_cards', {
  /** What the card is of, as in its URL: 'negocio/12', 'categoria/farmacias', 'sitio'. */
  page: text('page').primaryKey(),
  version: text('version').notNull(),
  storedAt: timestamp('stored_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The one demo business '/demo-funcionalidades' shows, and the demo lead it may show: only the
 * demo seed writes this row, so a server without the demo has none and the page says so.
 */
export const demoShowcase = pgTable(
  'demo_showcase',
  {
    // One row at most: the key can only be true.
    id: boolean('id').primaryKey().default(true),
    businessId: businessRef(),
    leadId: integer('lead_id').references(() => businessLeads.id, { onDelete: 'set null' }),
  },
  (t) => [check('demo_showcase_single_check', sql`${t.id}`)],
);

/** Every temporary closure and reopening an owner set: the business's history of them. */
export const businessClosures = pgTable(
  'business_closures',
  {
    id: serial('id').primaryKey(),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    temporarilyClosed: boolean('temporarily_closed').notNull(),
    reopensOn: date('reopens_on', { mode: 'string' }),
    changedBy: integer('changed_by').references(() => users.id, { onDelete: 'set null' }),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('business_closures_business_idx').on(t.businessId, t.changedAt)],
);

/**
 * Special hours for a date or range of dates (a holiday): closed, or other ranges. A closed day is
 * approved at once; other hours wait for the review queue (a submission with content_type
 * 'special-hours'). Deleted rows are kept (deleted_at): they are the business's history of them.
 */
export const specialHours = pgTable(
  'special_hours',
  {
    id: serial('id').primaryKey(),
    businessId: businessRef(),
    date: date('date', { mode: 'string' }).notNull(),
    // Equal to date for one day, so 'covers today' is two comparisons an index can answer.
    endDate: date('end_date', { mode: 'string' }).notNull(),
    closed: boolean('closed').notNull(),
    ranges: jsonb('ranges').$type<TimeRange[]>(),
    status: status(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    deletedBy: integer('deleted_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    statusCheck('special_hours', t.status),
    check('special_hours_dates_check', sql`${t.endDate} >= ${t.date}`),
    index('special_hours_business_idx').on(t.businessId, t.endDate),
    // The open filters read the few approved dates in force around today.
    index('special_hours_in_force_idx')
      .on(t.endDate, t.date)
      .where(sql`${t.status} = 'approved' and ${t.deletedAt} is null`),
  ],
);

/**
 * A visitor's question on a profile and the owner's answer: each is public once an administrator
 * approves it (docs/decisions/024-questions.md). The approved answer stays public while a new one
 * waits, so editing an answer never empties the profile.
 */
export const businessQuestions = pgTable(
  'business_questions',
  {
    id: serial('id').primaryKey(),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    askerName: text('asker_name'),
    /** Where the confirmation link went; never shown to anyone but administrators' mail log. */
    askerEmail: text('asker_email'),
    question: text('question').notNull(),
    /** 'unconfirmed' (link not opened), 'pending', 'approved', 'reported', 'rejected'. */
    status: text('status').notNull().default('unconfirmed'),
    /** SHA-256 of the link mailed to an anonymous asker; cleared once opened. */
    confirmTokenHash: text('confirm_token_hash'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** The owner's latest answer and its review state: null, 'pending', 'approved', 'rejected'. */
    answer: text('answer'),
    answerStatus: text('answer_status'),
    publicAnswer: text('public_answer'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    answeredBy: integer('answered_by').references(() => users.id, { onDelete: 'set null' }),
    /** Changes with every change of what waits: a decision names the version the admin saw. */
    version: integer('version').notNull().default(1),
    reportedAt: timestamp('reported_at', { withTimezone: true }),
    reportReason: text('report_reason'),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionNote: text('decision_note'),
    createdAt: createdAt(),
  },
  (t) => [
    // The profile's newest 50 approved questions read in order from the index, however many.
    index('business_questions_business_idx').on(t.businessId, t.status, t.createdAt),
    uniqueIndex('business_questions_confirm_token_idx').on(t.confirmTokenHash),
    index('business_questions_waiting_idx')
      .on(t.createdAt)
      .where(sql`${t.status} in ('pending', 'reported') or ${t.answerStatus} = 'pending'`),
  ],
);

// ---------------------------------------------------------------- importing a town

/** One applied CSV import: who, when, which file and what came of each kind of row. */
export const businessImports = pgTable('business_imports', {
  id: serial('id').primaryKey(),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  fileName: text('file_name').notNull(),
  counts: jsonb('counts').$type<Record<string, number>>().notNull(),
  createdAt: createdAt(),
});

/**
 * Imported listings waiting for a pin from the geocoder, one a second across every instance
 * (features/business-import/geocode-job.ts); a row leaves when it is geocoded or given up.
 */
export const importGeocodeQueue = pgTable(
  'import_geocode_queue',
  {
    businessId: integer('business_id')
      .primaryKey()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    query: text('query').notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('import_geocode_queue_next_idx').on(t.nextAttemptAt)],
);

// ---------------------------------------------------------------- administration

/**
 * Every administrator's write, in the transaction of the write itself (features/audit-log):
 * who, when, what, and the target's facts before and after where they changed.
 */
export const adminActions = pgTable(
  'admin_actions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    adminId: integer('admin_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: integer('target_id').notNull(),
    note: text('note'),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [
    index('admin_actions_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('admin_actions_target_idx').on(t.targetType, t.targetId, t.createdAt.desc()),
  ],
);

// ---------------------------------------------------------------- managers and transfers

/**
 * The people an owner invited to run a business with them (issue #31, decision 030): they edit
 * content and facts and read statistics and leads; only the owner pays, transfers or manages them.
 */
export const businessManagers = pgTable(
  'business_managers',
  {
    businessId: businessRef(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.businessId, t.userId] }),
    // 'Mis negocios' lists the businesses a person manages.
    index('business_managers_user_idx').on(t.userId),
  ],
);

/**
 * A link mailed to an address: to become a manager ('manager') or the new owner ('transfer').
 * Only the token's SHA-256 is stored; accepting spends it once ('open' → 'accepted').
 */
export const businessInvitations = pgTable(
  'business_invitations',
  {
    id: serial('id').primaryKey(),
    businessId: businessRef(),
    kind: text('kind').notNull(),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    status: text('status').notNull().default('open'),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    /** A transfer's owner when it was sent: it no longer holds once the business changed hands. */
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
    acceptedBy: integer('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('business_invitations_kind_check', sql`${t.kind} in ('manager', 'transfer')`),
    check('business_invitations_status_check', sql`${t.status} in ('open', 'accepted', 'revoked')`),
    index('business_invitations_business_idx').on(t.businessId, t.status),
    // One open invitation per address and business, and one open transfer per business.
    uniqueIndex('business_invitations_open_email_idx')
      .on(t.businessId, t.kind, sql`lower(${t.email})`)
      .where(sql`${t.status} = 'open'`),
    uniqueIndex('business_invitations_open_transfer_idx')
      .on(t.businessId)
      .where(sql`${t.status} = 'open' and ${t.kind} = 'transfer'`),
  ],
);

/**
 * Every backup made (the nightly job, 'Hacer copia ahora') and its restore drill
 * (features/backups). The nightly run's row is keyed by its Dominican date: the instance whose
 * insert wins makes that night's backup, the others see the row and skip.
 */
export const backupRuns = pgTable(
  'backup_runs',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    /** The Dominican date of a nightly run; null for one an administrator asked for. */
    nightOf: text('night_of').unique(),
    requestedBy: integer('requested_by').references(() => users.id, { onDelete: 'set null' }),
    status: text('status').notNull().default('running'),
    file: text('file'),
    bytes: bigint('bytes', { mode: 'number' }),
    drillOk: boolean('drill_ok'),
    /** What the drill found different, or why the backup failed. */
    problems: jsonb('problems').$type<string[]>().notNull().default([]),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    check('backup_runs_kind_check', sql`${t.kind} in ('nightly', 'manual')`),
    check('backup_runs_status_check', sql`${t.status} in ('running', 'ok', 'failed')`),
    index('backup_runs_started_idx').on(t.startedAt.desc()),
    // One backup at a time, whoever asked: a second waits for the first to finish.
    uniqueIndex('backup_runs_one_running_idx')
      .on(t.status)
      .where(sql`${t.status} = 'running'`),
  ],
);
