// The one list of owner content types. The API's routes and moderation, the public profile's
// detail (query and schema), the search document, the access table, the tests and the owner's
// panel tabs are generated from it: a new type is one entry here, one in
// apps/api/src/features/owner-content/registry.ts, its table, and the web parts the compiler asks
// for (docs/decisions/023-content-registry.md, docs/adding-an-endpoint.md).
import { z } from 'zod';
import { photoLimit, photoLimitWords, type PlanFeatureKey } from '../../plans';
import { youtubeId } from '../../youtube';
import { idSchema } from '../common';
import { mediaRef } from '../media-ref';
import { toSocialAddress, toWebAddress } from '../../web-address';
import {
  onSocialHost,
  socialHostMessage,
  SOCIAL_NETWORKS,
  type SocialPlatform,
} from '../../social-hosts';
import { flag, httpUrl, isoDate, optional, optionalText, price, requiredText } from './fields';
import { offerSchema } from './offers';

/** A new social link's url as its platform reads a handle or an address without https://. */
function withSocialAddress(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  const link = value as { platform?: unknown; url?: unknown };
  if (typeof link.platform !== 'string') return value;
  return { ...link, url: toSocialAddress(link.platform, link.url) };
}

/**
 * How a field is stored and shown: text, a price (numeric(10,2)), an instant, a calendar day
 * ('YYYY-MM-DD', a date column), a whole number, a yes/no, or a photo this site stored (text; the
 * API checks who it was issued to, features/uploads/media-refs.ts).
 */
export type FieldKind = 'text' | 'money' | 'date' | 'day' | 'integer' | 'boolean' | 'image';

/** The networks a social link may point to, from the one table of their hosts (social-hosts.ts). */
export const SOCIAL_PLATFORMS = Object.keys(SOCIAL_NETWORKS) as [
  SocialPlatform,
  ...SocialPlatform[],
];

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
  // Prices are in Dominican pesos; the field exists so the spec's column is never left implicit.
  currency: z.literal('DOP', { error: 'Los precios son en pesos dominicanos (DOP)' }).optional(),
  imageUrl: optional(mediaRef()),
  externalUrl: httpUrl().nullable().optional(),
  isActive: flag('Indica si el producto está disponible'),
};
const id = z.number();
const text = z.string();
const maybeText = z.string().nullable();
const maybeNumber = z.number().nullable();

/** A public section: the detail's field and one item's shape (its keys are `id` and fields). */
interface Section {
  field: string;
  item: z.ZodObject;
}

function contentType<
  Fields extends Record<string, FieldKind>,
  Create extends z.ZodType,
  Edit extends z.ZodType,
  const S extends Section | null,
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
  /** Where the public profile lists its approved items; null: nowhere of its own. */
  section: S;
  /** The fields whose words a visitor can search by (approved items, while the plan runs). */
  search: readonly (keyof Fields & string)[];
  /** The owner's panel tab (its '#hash'; its label is `title`); null: shown in another tab. */
  tab: { value: string } | null;
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
    section: {
      field: 'gallery',
      item: z.object({
        id,
        imageUrl: text,
        caption: maybeText,
        status: z.literal('approved').optional(),
      }),
    },
    search: [],
    tab: { value: 'galeria' },
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
    section: { field: 'videos', item: z.object({ id, embedId: text, title: maybeText }) },
    search: [],
    tab: { value: 'videos' },
  }),
  faqs: contentType({
    label: 'la FAQ',
    title: 'FAQs',
    fields: { question: 'text', answer: 'text' },
    create: z.object({ question, answer }),
    edit: z.object({ question, answer }),
    orderable: true,
    plan: 'faqs',
    section: { field: 'faqs', item: z.object({ id, question: text, answer: text }) },
    search: [],
    tab: { value: 'faqs' },
  }),
  'social-links': contentType({
    label: 'el enlace',
    title: 'Redes',
    fields: { platform: 'text', url: 'text' },
    // '@colmado' and 'instagram.com/colmado' are stored as the full URL (web-address.ts).
    create: z.preprocess(
      withSocialAddress,
      z
        .object({
          platform: z.enum(SOCIAL_PLATFORMS, { error: 'Red social inválida' }),
          url: httpUrl(),
        })
        // A Facebook link is a facebook.com address: each network its own hosts.
        .superRefine(({ platform, url }, ctx) => {
          if (!onSocialHost(platform, url)) {
            ctx.addIssue({ code: 'custom', path: ['url'], message: socialHostMessage(platform) });
          }
        }),
    ),
    // The platform is fixed once added: a changed platform is a new link.
    edit: z.object({ url: z.preprocess(toWebAddress, httpUrl()) }),
    orderable: true,
    plan: 'socialLinks',
    section: { field: 'socialLinks', item: z.object({ id, platform: text, url: text }) },
    search: [],
    tab: { value: 'redes' },
  }),
  menus: contentType({
    label: 'el item',
    title: 'Menú',
    fields: { sectionName: 'text', itemName: 'text', description: 'text', price: 'money' },
    create: z.object(menuFields),
    edit: z.object(menuFields),
    orderable: true,
    plan: 'menus',
    section: {
      field: 'menu',
      item: z.object({
        id,
        sectionName: text,
        itemName: text,
        description: maybeText,
        price: maybeNumber,
      }),
    },
    search: ['sectionName', 'itemName', 'description'],
    tab: { value: 'menu' },
  }),
  products: contentType({
    label: 'el producto',
    title: 'Productos',
    fields: {
      name: 'text',
      description: 'text',
      price: 'money',
      currency: 'text',
      imageUrl: 'image',
      externalUrl: 'text',
      isActive: 'boolean',
    },
    create: z.object(productFields),
    edit: z.object(productFields),
    orderable: true,
    plan: 'products',
    section: {
      field: 'products',
      item: z.object({
        id,
        name: text,
        description: maybeText,
        price: maybeNumber,
        currency: text,
        imageUrl: maybeText,
        externalUrl: maybeText,
      }),
    },
    search: ['name', 'description'],
    tab: { value: 'productos' },
  }),
  offers: contentType({
    label: 'la oferta',
    title: 'Ofertas',
    fields: {
      title: 'text',
      description: 'text',
      discountPercent: 'integer',
      discountAmount: 'money',
      code: 'text',
      validFrom: 'day',
      validUntil: 'day',
      maxRedemptions: 'integer',
    },
    create: offerSchema,
    edit: offerSchema,
    // Listed by their last day, the soonest ending first.
    orderable: false,
    plan: 'offers',
    // Only valid ones: from validFrom (when set) through validUntil, in Dominican days.
    section: {
      field: 'offers',
      item: z.object({
        id,
        title: text,
        description: maybeText,
        discountPercent: maybeNumber,
        discountAmount: maybeNumber,
        code: maybeText,
        validFrom: maybeText,
        validUntil: text,
      }),
    },
    search: [],
    tab: { value: 'ofertas' },
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
    section: {
      field: 'events',
      item: z.object({
        id,
        title: text,
        description: text,
        eventDate: text,
        eventEndDate: maybeText,
        location: maybeText,
        price: maybeNumber,
        registrationUrl: maybeText,
      }),
    },
    search: [],
    tab: { value: 'eventos' },
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
    // Shown under its review (the detail's reviews[].reply) and answered in the 'Reseñas' tab.
    section: null,
    search: [],
    tab: null,
  }),
};

export type ContentTypeKey = keyof typeof CONTENT_TYPES;
export const CONTENT_TYPE_KEYS = Object.keys(CONTENT_TYPES) as ContentTypeKey[];
export type ContentTypeEntry = (typeof CONTENT_TYPES)[ContentTypeKey];

/** The gallery size of a business's plan (plans.ts; the smallest when it has none). */
export const galleryLimitOf = (packageId: number | null): number => photoLimit(packageId ?? 1);
export const galleryLimitMessage = (limit: number) => `Tu plan permite ${photoLimitWords(limit)}`;
/** The owner's mark on an approved photo the public does not see: past the plan's gallery. */
export const galleryHiddenMessage = (limit: number) =>
  `Oculta: tu plan permite ${photoLimitWords(limit)}`;

type SectionOf<K extends ContentTypeKey> = (typeof CONTENT_TYPES)[K]['section'];
type FieldOf<K extends ContentTypeKey> = SectionOf<K> extends { field: infer F } ? F : never;
/** The detail's fields that list a content type's approved items ('menu', 'products', …). */
export type ContentSectionField = { [K in ContentTypeKey]: FieldOf<K> }[ContentTypeKey];
type SectionsShape = {
  [K in ContentTypeKey as FieldOf<K> & string]: SectionOf<K> extends {
    item: infer I extends z.ZodType;
  }
    ? z.ZodArray<I>
    : never;
};

/** The detail schema's content sections, one array per type with a public section. */
export function contentSectionsShape(): SectionsShape {
  return Object.fromEntries(
    CONTENT_TYPE_KEYS.flatMap((type) => {
      const section: Section | null = CONTENT_TYPES[type].section;
      return section ? [[section.field, z.array(section.item)]] : [];
    }),
  ) as SectionsShape;
}
