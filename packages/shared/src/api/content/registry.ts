// The one list of owner content types. The API's routes and moderation, the access table, the
// tests and the owner's panel are generated from it: a new type is one entry here, one in
// apps/api/src/features/owner-content/registry.ts, and a migration for its table.
import { z } from 'zod';
import { photoLimit, type PlanFeatureKey } from '../../plans';
import { youtubeId } from '../../youtube';
import { idSchema } from '../common';
import { mediaRef } from '../media-ref';
import { toSocialAddress, toWebAddress } from '../../web-address';
import { httpUrl, isoDate, optionalText, price, requiredText } from './fields';

/** A new social link's url as its platform reads a handle or an address without https://. */
function withSocialAddress(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  const link = value as { platform?: unknown; url?: unknown };
  if (typeof link.platform !== 'string') return value;
  return { ...link, url: toSocialAddress(link.platform, link.url) };
}

/**
 * How a field is stored and shown: text, a price (numeric(10,2)), an instant, an id, or a photo
 * this site stored (text; the API checks who it was issued to, features/uploads/media-refs.ts).
 */
export type FieldKind = 'text' | 'money' | 'date' | 'integer' | 'image';

export const SOCIAL_PLATFORMS = [
  'facebook',
  'instagram',
  'twitter',
  'linkedin',
  'youtube',
  'tiktok',
  'whatsapp',
] as const;

const question = requiredText('La pregunta es obligatoria', 300);
const answer = requiredText('La respuesta es obligatoria', 2000);
const menuFields = {
  sectionName: requiredText('La sección es obligatoria', 100),
  itemName: requiredText('El nombre es obligatorio', 150),
  description: optionalText(1000),
  price,
};
const eventSchema = z
  .object({
    title: requiredText('El título es obligatorio', 150),
    description: requiredText('La descripción es obligatoria', 2000),
    eventDate: isoDate('La fecha de inicio es obligatoria'),
    eventEndDate: isoDate('Fecha de fin inválida').nullable().optional(),
    location: optionalText(300),
    price,
    registrationUrl: httpUrl().nullable().optional(),
  })
  .refine((e) => !e.eventEndDate || e.eventEndDate > e.eventDate, {
    error: 'La fecha de fin debe ser posterior a la de inicio',
    path: ['eventEndDate'],
  });
const productFields = {
  name: requiredText('El nombre es obligatorio', 150),
  description: optionalText(1000),
  price,
};

function contentType<
  Fields extends Record<string, FieldKind>,
  Create extends z.ZodType,
  Edit extends z.ZodType,
>(entry: {
  /** The Spanish name of one item, for messages ('la FAQ', 'el video'). */
  label: string;
  /** The tab or section title. */
  title: string;
  fields: Fields;
  create: Create;
  edit: Edit;
  /** Owners set the order of the items (move up and down). */
  orderable: boolean;
  /** The plan feature that opens the type ('photos': every plan, up to its photo limit). */
  plan: PlanFeatureKey | 'photos';
}) {
  return entry;
}

export const CONTENT_TYPES = {
  gallery: contentType({
    label: 'la imagen',
    title: 'Galería',
    fields: { imageUrl: 'image', caption: 'text' },
    create: z.object({ imageUrl: mediaRef(), caption: optionalText(200) }),
    // A new photo for the item is reviewed like any edit.
    edit: z.object({ imageUrl: mediaRef().optional(), caption: optionalText(200) }),
    orderable: true,
    plan: 'photos',
  }),
  videos: contentType({
    label: 'el video',
    title: 'Videos',
    fields: { youtubeUrl: 'text', embedId: 'text', title: 'text' },
    // The id is taken from the URL here, so the server never trusts one a client sends.
    create: z
      .object({
        youtubeUrl: z.string({ error: 'URL de YouTube inválida' }).trim().max(500),
        title: optionalText(150),
      })
      .transform((v, ctx) => {
        const embedId = youtubeId(v.youtubeUrl);
        if (!embedId) {
          ctx.addIssue({
            code: 'custom',
            message: 'URL de YouTube inválida',
            path: ['youtubeUrl'],
          });
          return z.NEVER;
        }
        return { youtubeUrl: v.youtubeUrl, embedId, title: v.title ?? null };
      }),
    edit: z.object({ title: optionalText(150) }),
    orderable: true,
    plan: 'videos',
  }),
  faqs: contentType({
    label: 'la FAQ',
    title: 'FAQs',
    fields: { question: 'text', answer: 'text' },
    create: z.object({ question, answer }),
    edit: z.object({ question, answer }),
    orderable: true,
    plan: 'faqs',
  }),
  'social-links': contentType({
    label: 'el enlace',
    title: 'Redes',
    fields: { platform: 'text', url: 'text' },
    // '@colmado' and 'instagram.com/colmado' are stored as the full URL (web-address.ts).
    create: z.preprocess(
      withSocialAddress,
      z.object({
        platform: z.enum(SOCIAL_PLATFORMS, { error: 'Red social inválida' }),
        url: httpUrl(),
      }),
    ),
    // The platform is fixed once added: a changed platform is a new link.
    edit: z.object({ url: z.preprocess(toWebAddress, httpUrl()) }),
    orderable: true,
    plan: 'socialLinks',
  }),
  menus: contentType({
    label: 'el item',
    title: 'Menú',
    fields: { sectionName: 'text', itemName: 'text', description: 'text', price: 'money' },
    create: z.object(menuFields),
    edit: z.object(menuFields),
    orderable: true,
    plan: 'menus',
  }),
  events: contentType({
    label: 'el evento',
    title: 'Eventos',
    fields: {
      title: 'text',
      description: 'text',
      eventDate: 'date',
      eventEndDate: 'date',
      location: 'text',
      price: 'money',
      registrationUrl: 'text',
    },
    create: eventSchema,
    edit: eventSchema,
    // Events are listed by date.
    orderable: false,
    plan: 'events',
  }),
  products: contentType({
    label: 'el producto',
    title: 'Productos',
    fields: { name: 'text', description: 'text', price: 'money' },
    create: z.object(productFields),
    edit: z.object(productFields),
    orderable: true,
    plan: 'products',
  }),
  // The owner's answer under an approved review, once per review.
  'review-replies': contentType({
    label: 'la respuesta',
    title: 'Respuestas a reseñas',
    fields: { reviewId: 'integer', reply: 'text' },
    create: z.object({ reviewId: idSchema, reply: requiredText('Escribe la respuesta', 1000) }),
    edit: z.object({ reply: requiredText('Escribe la respuesta', 1000) }),
    orderable: false,
    plan: 'reviews',
  }),
};

export type ContentTypeKey = keyof typeof CONTENT_TYPES;
export const CONTENT_TYPE_KEYS = Object.keys(CONTENT_TYPES) as ContentTypeKey[];
export type ContentTypeEntry = (typeof CONTENT_TYPES)[ContentTypeKey];

/** The gallery size of a business's plan (plans.ts; the smallest when it has none). */
export const galleryLimitOf = (packageId: number | null): number => photoLimit(packageId ?? 1);
export const galleryLimitMessage = (limit: number) =>
  `Tu plan permite hasta ${limit} fotos en la galería`;
/** The owner's mark on an approved photo the public does not see: past the plan's gallery. */
export const galleryHiddenMessage = (limit: number) => `Oculta: tu plan incluye ${limit} fotos`;
