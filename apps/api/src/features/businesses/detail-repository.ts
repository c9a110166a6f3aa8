// Everything the public profile shows: the business and its approved owner content only.
import { and, asc, desc, eq } from 'drizzle-orm';
import type { BusinessDetail } from '@drd/shared/api/businesses';
import type { Db } from '../../db/client';
import {
  businessEvents,
  businessFaqs,
  businessGalleryImages,
  businessMenus,
  businessSocialLinks,
  businessTags,
  businessVideos,
  businesses,
  reviews,
} from '../../db/schema';
import { findActiveBusinessCard } from './repository';

const APPROVED = 'approved';

export async function findBusinessDetail(db: Db, id: number): Promise<BusinessDetail | null> {
  const card = await findActiveBusinessCard(db, id);
  if (!card) return null;
  const [extra] = await db
    .select({
      email: businesses.email,
      website: businesses.website,
      contactEmail: businesses.contactEmail,
      priceRange: businesses.priceRange,
      menuUrl: businesses.menuUrl,
      socialMedia: businesses.socialMedia,
      features: businesses.features,
      reviewsEnabled: businesses.reviewsEnabled,
      createdAt: businesses.createdAt,
    })
    .from(businesses)
    .where(eq(businesses.id, id));
  if (!extra) return null;

  const [gallery, videos, faqs, socialLinks, menu, events, approvedReviews, tags] =
    await Promise.all([
      db
        .select({
          id: businessGalleryImages.id,
          imageUrl: businessGalleryImages.imageUrl,
          caption: businessGalleryImages.caption,
        })
        .from(businessGalleryImages)
        .where(
          and(eq(businessGalleryImages.businessId, id), eq(businessGalleryImages.status, APPROVED)),
        )
        .orderBy(asc(businessGalleryImages.displayOrder), asc(businessGalleryImages.id)),
      db
        .select({
          id: businessVideos.id,
          embedId: businessVideos.embedId,
          title: businessVideos.title,
        })
        .from(businessVideos)
        .where(and(eq(businessVideos.businessId, id), eq(businessVideos.status, APPROVED)))
        .orderBy(asc(businessVideos.displayOrder), asc(businessVideos.id)),
      db
        .select({
          id: businessFaqs.id,
          question: businessFaqs.question,
          answer: businessFaqs.answer,
        })
        .from(businessFaqs)
        .where(and(eq(businessFaqs.businessId, id), eq(businessFaqs.status, APPROVED)))
        .orderBy(asc(businessFaqs.displayOrder), asc(businessFaqs.id)),
      db
        .select({
          id: businessSocialLinks.id,
          platform: businessSocialLinks.platform,
          url: businessSocialLinks.url,
        })
        .from(businessSocialLinks)
        .where(
          and(eq(businessSocialLinks.businessId, id), eq(businessSocialLinks.status, APPROVED)),
        )
        .orderBy(asc(businessSocialLinks.displayOrder), asc(businessSocialLinks.id)),
      db
        .select({
          id: businessMenus.id,
          sectionName: businessMenus.sectionName,
          itemName: businessMenus.itemName,
          description: businessMenus.description,
          price: businessMenus.price,
        })
        .from(businessMenus)
        .where(and(eq(businessMenus.businessId, id), eq(businessMenus.status, APPROVED)))
        .orderBy(
          asc(businessMenus.sectionName),
          asc(businessMenus.displayOrder),
          asc(businessMenus.id),
        ),
      db
        .select({
          id: businessEvents.id,
          title: businessEvents.title,
          description: businessEvents.description,
          eventDate: businessEvents.eventDate,
          eventEndDate: businessEvents.eventEndDate,
          location: businessEvents.location,
          price: businessEvents.price,
          registrationUrl: businessEvents.registrationUrl,
        })
        .from(businessEvents)
        .where(
          and(
            eq(businessEvents.businessId, id),
            eq(businessEvents.status, APPROVED),
            eq(businessEvents.isActive, true),
          ),
        )
        .orderBy(asc(businessEvents.eventDate)),
      db
        .select({
          id: reviews.id,
          reviewerName: reviews.reviewerName,
          rating: reviews.rating,
          comment: reviews.comment,
          createdAt: reviews.createdAt,
        })
        .from(reviews)
        .where(and(eq(reviews.businessId, id), eq(reviews.isApproved, true)))
        .orderBy(desc(reviews.createdAt)),
      db
        .select({ tag: businessTags.tag })
        .from(businessTags)
        .where(and(eq(businessTags.businessId, id), eq(businessTags.status, APPROVED))),
    ]);

  return {
    ...card,
    ...extra,
    socialMedia: Object.fromEntries(
      Object.entries(extra.socialMedia).filter((e): e is [string, string] => Boolean(e[1])),
    ),
    features: Object.fromEntries(
      Object.entries(extra.features).map(([k, v]) => [k, Boolean(v)] as const),
    ),
    createdAt: extra.createdAt.toISOString(),
    gallery,
    videos,
    faqs,
    socialLinks,
    menu,
    events: events.map((e) => ({
      ...e,
      eventDate: e.eventDate.toISOString(),
      eventEndDate: e.eventEndDate?.toISOString() ?? null,
    })),
    reviews: approvedReviews.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
    tags: tags.map((t) => t.tag),
  };
}
