// A valid body to add and to edit each content type, for the generated tests and the access
// table; the typed record makes a new registry entry fail to compile until it has its samples.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { ContentTypeKey } from '@drd/shared/api/content/registry';
import { OFFER_MESSAGES } from '@drd/shared/api/content/offers';
import { OUTSIDE_IMAGE_MESSAGE } from '@drd/shared/api/media-ref';
import type { Db } from '../../db/client';
import { businesses, mediaUploads, reviews } from '../../db/schema';

/** A photo row as an upload by the business's owner leaves it (the files are not needed here). */
export async function ownerUpload(db: Db, businessId: number): Promise<string> {
  const [business] = await db
    .select({ userId: businesses.userId })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  const key = randomBytes(16).toString('hex');
  await db
    .insert(mediaUploads)
    .values({ key, userId: business?.userId ?? null, width: 800, height: 600, bytes: 1000 });
  return `/media/${key}.webp`;
}

export interface ContentSample {
  create: Record<string, unknown>;
  edit: Record<string, unknown>;
  /** A field of the edit that a visitor would see change, and its value in `create`/`edit`. */
  field: string;
  /** A body the schema must refuse, with the field and the Spanish message. */
  invalid: { body: Record<string, unknown>; field: string; message: string };
  /** Makes what an item needs to exist (an approved review to answer); merged into `create`. */
  prepare?: (db: Db, businessId: number) => Promise<Record<string, unknown>>;
}

export const CONTENT_SAMPLES: Record<ContentTypeKey, ContentSample> = {
  gallery: {
    // A key of the right shape that this site never issued: the owner's upload comes from prepare.
    create: { imageUrl: '/media/00000000000000000000000000000000.webp', caption: 'La terraza' },
    edit: { caption: 'La terraza al atardecer' },
    field: 'caption',
    invalid: {
      body: { imageUrl: 'https://fotos.do/terraza.jpg' },
      field: 'imageUrl',
      message: OUTSIDE_IMAGE_MESSAGE,
    },
    prepare: async (db, businessId) => ({ imageUrl: await ownerUpload(db, businessId) }),
  },
  videos: {
    create: { youtubeUrl: 'https://youtu.be/dQw4w9WgXcQ', title: 'Recorrido' },
    edit: { title: 'Recorrido por el local' },
    field: 'title',
    invalid: {
      body: { youtubeUrl: 'https://vimeo.com/123' },
      field: 'youtubeUrl',
      message: 'URL de YouTube inválida',
    },
  },
  faqs: {
    create: { question: '¿Tienen parqueo?', answer: 'Sí, gratis.' },
    edit: { question: '¿Tienen parqueo?', answer: 'Sí, gratis y vigilado.' },
    field: 'answer',
    invalid: {
      body: { question: '¿Abren domingos?' },
      field: 'answer',
      message: 'La respuesta es obligatoria',
    },
  },
  'social-links': {
    create: { platform: 'instagram', url: 'https://instagram.com/colmado' },
    edit: { url: 'https://instagram.com/colmado.rd' },
    field: 'url',
    invalid: {
      // An address on the link's own network (instagram.com): only the platform is at fault.
      body: { platform: 'myspace', url: 'https://instagram.com/x' },
      field: 'platform',
      message: 'Red social inválida',
    },
  },
  menus: {
    create: { sectionName: 'Entradas', itemName: 'Tostones', description: 'Con ajo', price: 150 },
    edit: {
      sectionName: 'Entradas',
      itemName: 'Tostones',
      description: 'Con ajo',
      price: '175.50',
    },
    field: 'price',
    invalid: {
      body: { sectionName: 'Entradas', itemName: 'Yuca', price: '12.345' },
      field: 'price',
      message: 'El precio debe tener máximo 2 decimales',
    },
  },
  events: {
    create: {
      title: 'Noche de merengue',
      description: 'Música en vivo',
      eventDate: '2026-12-05T23:00:00.000Z',
      eventEndDate: '2026-12-06T03:00:00.000Z',
      location: 'Malecón',
      price: 500,
      registrationUrl: 'https://entradas.do/merengue',
    },
    edit: {
      title: 'Noche de bachata',
      description: 'Música en vivo',
      eventDate: '2026-12-05T23:00:00.000Z',
    },
    field: 'title',
    invalid: {
      body: {
        title: 'Cena',
        description: 'Cena de fin de año',
        eventDate: '2026-12-31T23:00:00.000Z',
        eventEndDate: '2026-12-31T20:00:00.000Z',
      },
      field: 'eventEndDate',
      message: 'La fecha de fin debe ser posterior a la de inicio',
    },
  },
  products: {
    create: {
      name: 'Café molido',
      description: 'Libra',
      price: '325.00',
      externalUrl: 'https://tienda.do/cafe',
    },
    edit: { name: 'Café molido orgánico', description: 'Libra', price: 350, isActive: 'true' },
    field: 'name',
    invalid: {
      body: { name: 'Café', imageUrl: 'https://fotos.do/cafe.jpg' },
      field: 'imageUrl',
      message: OUTSIDE_IMAGE_MESSAGE,
    },
    prepare: async (db, businessId) => ({ imageUrl: await ownerUpload(db, businessId) }),
  },
  // Valid on the tests' clock (clock.ts: 18 November 2026).
  offers: {
    create: {
      title: '2x1 en café',
      description: 'Todos los lunes',
      discountPercent: 50,
      code: 'cafe2x1',
      validFrom: '2026-11-01',
      validUntil: '2026-12-31',
      maxRedemptions: 100,
    },
    edit: {
      title: '2x1 en café y postres',
      discountPercent: null,
      discountAmount: '150.00',
      validUntil: '2026-12-31',
    },
    field: 'title',
    invalid: {
      body: {
        title: 'Descuento',
        discountPercent: 10,
        discountAmount: 100,
        validUntil: '2026-12-31',
      },
      field: 'discountAmount',
      message: OFFER_MESSAGES.bothDiscounts,
    },
  },
  'review-replies': {
    create: { reviewId: 999999, reply: '¡Gracias por visitarnos!' },
    edit: { reply: '¡Gracias por visitarnos! Vuelva pronto.' },
    field: 'reply',
    invalid: { body: { reviewId: 1, reply: ' ' }, field: 'reply', message: 'Escribe la respuesta' },
    prepare: async (db, businessId) => {
      const [review] = await db
        .insert(reviews)
        .values({ businessId, rating: 5, comment: 'Muy bueno', isApproved: true })
        .returning({ id: reviews.id });
      return { reviewId: review!.id };
    },
  },
};
