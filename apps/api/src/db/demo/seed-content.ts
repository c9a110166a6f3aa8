// Owner content of the demo businesses: approved items are public, pending ones wait in the
// moderation queue with their submission, as the owner workflow would have left them.
import { dominicanDate } from '@drd/shared/hours-exceptions';
import type { Db } from '../client';
import {
  businessEvents,
  businessFaqs,
  businessGalleryImages,
  businessMenus,
  businessOffers,
  businessProducts,
  businessQuestions,
  businessProfileSubmissions,
  businessSocialLinks,
  businessTags,
  businessVideos,
  reviews,
} from '../schema';
import { DEMO_CONTENT } from './content';

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
const status = (pending?: boolean) => (pending ? 'pending' : 'approved');

interface Context {
  idByKey: Map<string, number>;
  ownerId: number;
  now: Date;
  inactiveIds: number[];
  /** The /media/ URL of each demo picture by name (demo-media.ts). */
  imageUrls: Map<string, string>;
}

export async function insertDemoContent(db: Db, ctx: Context): Promise<void> {
  const submissions: (typeof businessProfileSubmissions.$inferInsert)[] = [];
  const submit = (businessId: number, contentType: string, contentId: number, data: object) =>
    submissions.push({
      businessId,
      submittedBy: ctx.ownerId,
      changeType: 'new_content',
      contentType,
      contentId,
      changeData: { ...data },
      createdAt: new Date(ctx.now.getTime() - 2 * DAY_MS),
    });
  // Midnight of the demo day in Santo Domingo (UTC-4), so event hours read as local hours.
  const localMidnight = new Date(
    Math.floor((ctx.now.getTime() - 4 * HOUR_MS) / DAY_MS) * DAY_MS + 4 * HOUR_MS,
  );

  for (const [key, content] of Object.entries(DEMO_CONTENT)) {
    const businessId = ctx.idByKey.get(key);
    if (businessId === undefined) throw new Error(`Demo content for unknown business ${key}`);

    for (const [i, g] of (content.gallery ?? []).entries()) {
      const values = { imageUrl: ctx.imageUrls.get(g.image)!, caption: g.caption ?? null };
      const [row] = await db
        .insert(businessGalleryImages)
        .values({ businessId, ...values, displayOrder: i, status: status(g.pending) })
        .returning({ id: businessGalleryImages.id });
      if (g.pending) submit(businessId, 'gallery', row!.id, values);
    }
    for (const [i, m] of (content.menu ?? []).entries()) {
      const values = {
        sectionName: m.section,
        itemName: m.item,
        description: m.description ?? null,
        price: m.price ?? null,
      };
      const [row] = await db
        .insert(businessMenus)
        .values({ businessId, ...values, displayOrder: i, status: status(m.pending) })
        .returning({ id: businessMenus.id });
      if (m.pending) submit(businessId, 'menus', row!.id, values);
    }
    for (const [i, f] of (content.faqs ?? []).entries()) {
      const values = { question: f.question, answer: f.answer };
      const [row] = await db
        .insert(businessFaqs)
        .values({ businessId, ...values, displayOrder: i, status: status(f.pending) })
        .returning({ id: businessFaqs.id });
      if (f.pending) submit(businessId, 'faqs', row!.id, values);
    }
    if (content.events?.length) {
      await db.insert(businessEvents).values(
        content.events.map((e) => ({
          businessId,
          title: e.title,
          description: e.description,
          eventDate: new Date(
            localMidnight.getTime() + e.inDays * DAY_MS + (e.hours ?? 0) * HOUR_MS,
          ),
          location: e.location ?? null,
          price: e.price ?? null,
          registrationUrl: e.url ?? null,
          status: 'approved',
        })),
      );
    }
    if (content.videos?.length) {
      await db.insert(businessVideos).values(
        content.videos.map((v, i) => ({
          businessId,
          youtubeUrl: `https://www.youtube.com/watch?v=${v.youtubeId}`,
          embedId: v.youtubeId,
          title: v.title,
          displayOrder: i,
          status: 'approved',
        })),
      );
    }
    if (content.social?.length) {
      await db
        .insert(businessSocialLinks)
        .values(
          content.social.map((s, i) => ({ businessId, ...s, displayOrder: i, status: 'approved' })),
        );
    }
    if (content.tags?.length) {
      await db
        .insert(businessTags)
        .values(content.tags.map((tag) => ({ businessId, tag, status: 'approved' })));
    }
    if (content.products?.length) {
      await db.insert(businessProducts).values(
        content.products.map((p, i) => ({
          businessId,
          ...p,
          displayOrder: i,
          status: 'approved',
        })),
      );
    }
    if (content.offers?.length) {
      await db.insert(businessOffers).values(
        content.offers.map((o) => ({
          businessId,
          title: o.title,
          description: o.description,
          discountPercent: o.discountPercent ?? null,
          discountAmount: o.discountAmount ?? null,
          code: o.code ?? null,
          // Open from the start (no first day), so a clock set earlier still shows it.
          validUntil: dominicanDate(ctx.now, o.forDays),
          status: 'approved',
        })),
      );
    }
    if (content.questions?.length) {
      await db.insert(businessQuestions).values(
        content.questions.map((q) => {
          const askedAt = new Date(ctx.now.getTime() - q.daysAgo * DAY_MS);
          const answeredAt = new Date(askedAt.getTime() + DAY_MS);
          return {
            businessId,
            askerName: q.asker,
            question: q.question,
            status: 'approved',
            confirmedAt: askedAt,
            answer: q.answer,
            answerStatus: 'approved',
            publicAnswer: q.answer,
            answeredAt,
            answeredBy: ctx.ownerId,
            decidedAt: answeredAt,
            createdAt: askedAt,
          };
        }),
      );
    }
    if (content.reviews?.length) {
      await db.insert(reviews).values(
        content.reviews.map((r) => ({
          businessId,
          reviewerName: r.name,
          rating: r.rating,
          comment: r.comment,
          // Public once the writer is known (decision 014, amended): no review waits for the owner.
          isApproved: true,
          createdAt: new Date(ctx.now.getTime() - r.daysAgo * DAY_MS),
          confirmedAt: new Date(ctx.now.getTime() - r.daysAgo * DAY_MS),
          // The demo starts with nothing left to announce.
          ownerNotifiedAt: ctx.now,
        })),
      );
    }
  }

  // A change the administrator turned down, with the note the owner sees.
  const malecon = ctx.idByKey.get('malecon-grill')!;
  submissions.push({
    businessId: malecon,
    submittedBy: ctx.ownerId,
    changeType: 'profile_update',
    contentType: 'business',
    contentId: malecon,
    changeData: { tagline: '¡¡¡EL MEJOR RESTAURANTE DEL MUNDO!!!' },
    status: 'rejected',
    reviewNotes: 'El lema no puede hacer afirmaciones absolutas ni usar solo mayúsculas.',
    reviewedAt: new Date(ctx.now.getTime() - 10 * DAY_MS),
    ownerNotifiedAt: new Date(ctx.now.getTime() - 10 * DAY_MS),
    createdAt: new Date(ctx.now.getTime() - 12 * DAY_MS),
  });
  // Registrations awaiting activation.
  for (const businessId of ctx.inactiveIds) {
    submissions.push({
      businessId,
      changeType: 'new_content',
      contentType: 'business',
      contentId: businessId,
      changeData: { registration: true },
      createdAt: new Date(ctx.now.getTime() - DAY_MS),
    });
  }
  await db.insert(businessProfileSubmissions).values(submissions);
}
