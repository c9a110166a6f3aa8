// The business's own facts as the owner edits them: a change waits in a 'business' submission
// while the published facts stay, as for every other content type.
import { eq, inArray, sql } from 'drizzle-orm';
import type { BusinessProfile, OwnerProfile } from '@drd/shared/api/content/profile';
import { suspensionOf } from '@drd/shared/suspension';
import type { Db } from '../../db/client';
import { businesses, categories, municipalities, packages, provinces } from '../../db/schema';
import { galleryLimitOf } from '@drd/shared/api/content/registry';
import { planId } from '../my-businesses/repository';
import { iso, rows } from './sql';
import { bumpRegistration, upsertSubmission } from './submissions';

const profileColumns = {
  id: businesses.id,
  name: businesses.name,
  categoryId: businesses.categoryId,
  provinceId: businesses.provinceId,
  municipalityId: businesses.municipalityId,
  districtId: businesses.districtId,
  description: businesses.description,
  tagline: businesses.tagline,
  openingHours: businesses.openingHours,
  phone: businesses.phone,
  whatsappNumber: businesses.whatsappNumber,
  email: businesses.email,
  contactEmail: businesses.contactEmail,
  website: businesses.website,
  address: businesses.address,
  lat: businesses.lat,
  lng: businesses.lng,
  priceRange: businesses.priceRange,
  features: businesses.features,
  logoUrl: businesses.logoUrl,
  imageUrl: businesses.imageUrl,
  reviewsEnabled: businesses.reviewsEnabled,
};

/** The published facts of some businesses, by id. */
export async function readProfiles(db: Db, ids: number[]) {
  if (ids.length === 0) return new Map<number, OwnerProfile['profile']>();
  const found = await db.select(profileColumns).from(businesses).where(inArray(businesses.id, ids));
  return new Map(found.map((b) => [b.id, toProfile(b)]));
}

function toProfile(row: ProfileRow): OwnerProfile['profile'] {
  const { lat, lng } = row;
  return {
    name: row.name,
    category: row.categoryId,
    province: row.provinceId,
    municipality: row.municipalityId,
    districtMunicipality: row.districtId,
    description: row.description,
    tagline: row.tagline,
    openingHours: { ...row.openingHours },
    phone: row.phone,
    whatsappNumber: row.whatsappNumber,
    email: row.email,
    contactEmail: row.contactEmail,
    website: row.website,
    address: row.address,
    coords: lat !== null && lng !== null ? { lat, lng } : null,
    priceRange: row.priceRange,
    features: { ...row.features },
    logoUrl: row.logoUrl,
    imageUrl: row.imageUrl,
  };
}
type ProfileRow = Pick<typeof businesses.$inferSelect, keyof typeof profileColumns>;

export async function readOwnerProfile(db: Db, businessId: number): Promise<OwnerProfile | null> {
  const [found] = await db
    .select({
      ...profileColumns,
      category: categories.name,
      plan: packages.name,
      packageId: businesses.packageId,
      isActive: businesses.isActive,
      verifiedAt: businesses.verifiedAt,
      suspendedAt: businesses.suspendedAt,
      suspensionKind: businesses.suspensionKind,
      suspensionReason: businesses.suspensionReason,
      province: provinces.name,
      municipality: municipalities.name,
    })
    .from(businesses)
    .innerJoin(categories, eq(categories.id, businesses.categoryId))
    .innerJoin(provinces, eq(provinces.id, businesses.provinceId))
    .innerJoin(municipalities, eq(municipalities.id, businesses.municipalityId))
    .leftJoin(packages, eq(packages.id, planId))
    .where(eq(businesses.id, businessId));
  if (!found) return null;
  const { category, plan, packageId, isActive, verifiedAt, province, municipality, ...rest } =
    found;
  const { suspendedAt, suspensionKind, suspensionReason, ...business } = rest;
  const same = sql`s.business_id = ${businessId} and s.content_type = 'business'
    and s.change_type = 'profile_update'`;
  const [state] = await rows<Pick<OwnerProfile, 'pendingChange' | 'lastRejection'>>(
    db,
    sql`select
      (select json_build_object('submissionId', s.id, 'changeType', s.change_type,
          'data', s.change_data, 'createdAt', ${iso(sql`s.created_at`)})
        from business_profile_submissions s where ${same} and s.status = 'pending'
        order by s.id desc limit 1) as "pendingChange",
      (select json_build_object('notes', d.review_notes, 'reviewedAt', ${iso(sql`d.reviewed_at`)})
        from (select s.status, s.review_notes, s.reviewed_at from business_profile_submissions s
          where ${same} and s.status <> 'pending' order by s.reviewed_at desc, s.id desc limit 1) d
        where d.status = 'rejected') as "lastRejection"`,
  );
  return {
    business: {
      id: business.id,
      name: business.name,
      category,
      plan,
      photoLimit: galleryLimitOf(packageId),
      packageId,
      isActive,
      verified: verifiedAt !== null,
      province,
      municipality,
      suspension: suspensionOf({ suspendedAt, suspensionKind, suspensionReason }),
    },
    profile: toProfile(business),
    reviewsEnabled: business.reviewsEnabled,
    pendingChange: state?.pendingChange ?? null,
    lastRejection: state?.lastRejection ?? null,
  };
}

/** Opens (or replaces) the waiting change of the business's facts. */
export async function submitProfile(
  db: Db,
  actor: { businessId: number; userId: number },
  data: Omit<BusinessProfile, 'districtMunicipality'> & { districtMunicipality?: number | null },
): Promise<number> {
  return db.transaction(async (tx) => {
    // One waiting change per business even when two saves arrive together.
    await tx
      .select({ id: businesses.id })
      .from(businesses)
      .where(eq(businesses.id, actor.businessId))
      .for('update');
    return upsertSubmission(
      tx,
      { ...actor, contentType: 'business', contentId: actor.businessId },
      'profile_update',
      data,
    );
  });
}

export async function setReviewsEnabled(db: Db, businessId: number, reviewsEnabled: boolean) {
  await db.transaction(async (tx) => {
    await tx.update(businesses).set({ reviewsEnabled }).where(eq(businesses.id, businessId));
    // A business still waiting for approval would publish the new setting.
    await bumpRegistration(tx, businessId);
  });
}
