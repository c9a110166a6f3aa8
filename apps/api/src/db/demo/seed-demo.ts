// Fills an empty database with the demo directory: accounts, 64 businesses, owner content,
// reviews, plans, payments and a referral. Runs once: it does nothing when businesses exist.
import { count, eq, sql } from 'drizzle-orm';
import {
  centsToDecimal,
  commissionCents,
  payoutDayStart,
  payoutPeriod,
} from '@drd/shared/commission';
import { PACKAGES } from '@drd/shared/constants';
import { hashPassword } from '../../features/auth/password';
import { afterBusinessChange } from '../../features/businesses/after-change';
import { uncached } from '../../lib/query-cache';
import type { Db } from '../client';
import {
  affiliatePayoutBatches,
  businesses,
  categories,
  commissions,
  counters,
  municipalDistricts,
  municipalities,
  offerCodes,
  provinces,
  referrals,
  subscriptions,
  transactions,
  users,
} from '../schema';
import { DEMO_ACCOUNTS } from './accounts';
import { DEMO_BUSINESSES } from './businesses';
import { DEMO_CONTENT } from './content';
import { recordDemoImages } from './demo-media';
import { insertDemoContent } from './seed-content';
import { SHOWCASE_KEY, seedShowcase } from './seed-showcase';
import { HOURS_PRESETS } from './hours';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Every picture the demo shows: covers, logos and gallery photos (apps/web/public/images). */
export const DEMO_IMAGE_NAMES: readonly string[] = [
  ...DEMO_BUSINESSES.flatMap((b) => (b.logo ? [b.image, `logo-${b.image}`] : [b.image])),
  ...Object.values(DEMO_CONTENT).flatMap((c) => (c.gallery ?? []).map((g) => g.image)),
];

async function placeIds(db: Db) {
  const [p, m, d] = await Promise.all([
    db.select({ id: provinces.id, code: provinces.code }).from(provinces),
    db.select({ id: municipalities.id, code: municipalities.code }).from(municipalities),
    db
      .select({ id: municipalDistricts.id, code: municipalDistricts.code })
      .from(municipalDistricts),
  ]);
  const byCode = (rows: { id: number; code: string }[]) => new Map(rows.map((r) => [r.code, r.id]));
  return { provinces: byCode(p), municipalities: byCode(m), districts: byCode(d) };
}

export async function seedDemoData(
  db: Db,
  options: { now?: Date } = {},
): Promise<{ seeded: boolean }> {
  const [existing] = await db.select({ n: count() }).from(businesses);
  if ((existing?.n ?? 0) > 0) return { seeded: false };
  const now = options.now ?? new Date();
  const accounts = Object.values(DEMO_ACCOUNTS);
  const hashes = await Promise.all(accounts.map((a) => hashPassword(a.password)));
  const places = await placeIds(db);
  const categoryIds = new Map(
    (await db.select({ id: categories.id, slug: categories.slug }).from(categories)).map((c) => [
      c.slug,
      c.id,
    ]),
  );

  let seeded = true;
  await db.transaction(async (tx) => {
    // Two servers starting together on an empty database: the second waits here, then sees the
    // businesses the first one inserted and leaves them alone.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('drd-demo-seed'))`);
    const [again] = await tx.select({ n: count() }).from(businesses);
    if ((again?.n ?? 0) > 0) {
      seeded = false;
      return;
    }
    const userIds = new Map<string, number>();
    for (const [i, account] of accounts.entries()) {
      const [row] = await tx
        .insert(users)
        .values({
          username: account.username,
          password: hashes[i]!,
          email: account.email,
          fullName: account.fullName,
          role: account.role,
          isAffiliate: account.username === DEMO_ACCOUNTS.affiliate.username,
          affiliateSince:
            account.username === DEMO_ACCOUNTS.affiliate.username
              ? new Date(now.getTime() - 400 * DAY_MS)
              : null,
          referralCode: 'referralCode' in account ? account.referralCode : null,
          referredById:
            account.username === DEMO_ACCOUNTS.owner.username
              ? (userIds.get(DEMO_ACCOUNTS.affiliate.username) ?? null)
              : null,
          createdAt: new Date(now.getTime() - 400 * DAY_MS),
          emailVerifiedAt: new Date(now.getTime() - 400 * DAY_MS),
        })
        .returning({ id: users.id });
      userIds.set(account.username, row!.id);
    }
    const ownerId = userIds.get(DEMO_ACCOUNTS.owner.username)!;
    // Pictures are media this site issued, like an owner's uploads (files made at start).
    const imageUrls = await recordDemoImages(tx, DEMO_IMAGE_NAMES, now);
    const imageUrl = (name: string) => imageUrls.get(name)!;
    const affiliateId = userIds.get(DEMO_ACCOUNTS.affiliate.username)!;

    const rows = DEMO_BUSINESSES.map((b, index) => {
      const municipalityCode = b.place.slice(0, 4);
      // Spread activations over the months, a few days apart so 'Recién Publicados' is stable.
      const activatedAt = b.inactive
        ? null
        : new Date(now.getTime() - (b.age * 30 + (index % 7)) * DAY_MS);
      return {
        name: b.name,
        description: b.description,
        categoryId: categoryIds.get(b.category)!,
        provinceId: places.provinces.get(b.place.slice(0, 2))!,
        municipalityId: places.municipalities.get(municipalityCode)!,
        districtId: b.place.length === 6 ? places.districts.get(b.place)! : null,
        address: b.address,
        isActive: !b.inactive,
        activatedAt,
        expiresAt: activatedAt ? new Date(activatedAt.getTime() + 365 * DAY_MS) : null,
        packageId: b.packageId,
        phone: b.phone,
        whatsappNumber: b.whatsapp ? b.phone : null,
        email: b.email ?? null,
        website: b.website ?? null,
        imageUrl: imageUrl(b.image),
        logoUrl: b.logo ? imageUrl(`logo-${b.image}`) : null,
        openingHours: typeof b.hours === 'string' ? HOURS_PRESETS[b.hours] : b.hours,
        visitCount: b.visits,
        lat: b.lat,
        lng: b.lng,
        socialMedia: b.social ?? {},
        features: Object.fromEntries((b.features ?? []).map((f) => [f, true])),
        tagline: b.tagline ?? null,
        verifiedAt:
          b.verified && activatedAt ? new Date(activatedAt.getTime() + 30 * DAY_MS) : null,
        priceRange: b.priceRange ?? null,
        userId: b.owned ? ownerId : null,
        createdAt: activatedAt ?? new Date(now.getTime() - 2 * DAY_MS),
        updatedAt: activatedAt ?? now,
      };
    });
    const inserted = await tx.insert(businesses).values(rows).returning({ id: businesses.id });
    const idByKey = new Map(DEMO_BUSINESSES.map((b, i) => [b.key, inserted[i]!.id]));

    // Plans and payments: active businesses paid, the three awaiting activation pending.
    const subscriptionRows = await tx
      .insert(subscriptions)
      .values(
        DEMO_BUSINESSES.map((b, i) => ({
          userId: b.owned ? ownerId : null,
          businessId: inserted[i]!.id,
          packageId: b.packageId,
          startDate: rows[i]!.activatedAt,
          endDate: rows[i]!.expiresAt,
          isActive: !b.inactive,
        })),
      )
      .returning({ id: subscriptions.id });
    const paymentRows = await tx
      .insert(transactions)
      .values(
        DEMO_BUSINESSES.map((b, i) => ({
          userId: b.owned ? ownerId : null,
          businessId: inserted[i]!.id,
          amount: PACKAGES.find((p) => p.id === b.packageId)!.price,
          type: 'subscription',
          status: b.inactive ? 'pending' : 'completed',
          details: { packageId: b.packageId, years: 1 },
        })),
      )
      .returning({ id: transactions.id });

    // The owner came through the affiliate: 15 % of each plan, one paid out, one pending.
    await tx.insert(referrals).values({
      referrerId: affiliateId,
      referredUserId: ownerId,
      date: new Date(now.getTime() - 330 * DAY_MS),
      affiliateNotifiedAt: new Date(now.getTime() - 330 * DAY_MS),
    });
    const ownedIndexes = DEMO_BUSINESSES.flatMap((b, i) => (b.owned ? [i] : []));
    await tx.insert(commissions).values(
      ownedIndexes.slice(0, 2).map((i, n) => ({
        affiliateId,
        subscriptionId: subscriptionRows[i]!.id,
        paymentId: paymentRows[i]!.id,
        amount: centsToDecimal(
          commissionCents(
            Math.round(PACKAGES.find((p) => p.id === DEMO_BUSINESSES[i]!.packageId)!.price * 100),
          ),
        ),
        status: n === 0 ? 'completed' : 'pending',
        // On the seed's clock, so the 30-day hold counts from the demo's 'today'.
        createdAt: new Date(now.getTime() - (n === 0 ? 230 : 10) * DAY_MS),
        paidAt: n === 0 ? new Date(now.getTime() - 200 * DAY_MS) : null,
      })),
    );
    // A directory that has been running: the job made this month's payout batch on the 1st.
    const period = payoutPeriod(now);
    await tx
      .insert(affiliatePayoutBatches)
      .values({ period, madeAt: payoutDayStart(`${period}-01`) });

    await tx.insert(offerCodes).values([
      { code: 'BIENVENIDO-2026' },
      { code: 'PPLATA-GRATIS' },
      {
        code: 'AMBAR-7K2Q',
        isUsed: true,
        usedBy: ownerId,
        usedAt: new Date(now.getTime() - 100 * DAY_MS),
      },
    ]);

    await insertDemoContent(tx, {
      idByKey,
      ownerId,
      now,
      imageUrls,
      inactiveIds: DEMO_BUSINESSES.filter((b) => b.inactive).map((b) => idByKey.get(b.key)!),
    });
    await seedShowcase(tx, { businessId: idByKey.get(SHOWCASE_KEY)!, now });

    // Ratings from approved reviews (0–50), and the global counter from the business counters.
    await tx.execute(sql`
      update businesses b set rating = r.rating
      from (select business_id, round(avg(rating) * 10)::int as rating
            from reviews where is_approved group by business_id) r
      where r.business_id = b.id`);
    await tx
      .update(counters)
      .set({ value: sql`(select coalesce(sum(visit_count), 0) from businesses)` })
      .where(eq(counters.name, 'global_visits'));
  });
  if (!seeded) return { seeded: false };
  // Before any server runs: no cache to drop.
  await afterBusinessChange(db, uncached);
  return { seeded: true };
}
