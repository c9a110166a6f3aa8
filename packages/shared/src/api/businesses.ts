import { z } from 'zod';
import {
  MAX_PAGE_SIZE,
  MAX_RADIUS_KM,
  MAX_RECENT_LIMIT,
  PAGE_SIZE,
  RECENT_LIMIT,
} from '../constants';
import { openingHoursSchema } from '../opening-hours-schema';
import { SUSPENSION_KINDS } from '../suspension';
import { contentSectionsShape } from './content/registry';
import { coordsSchema, idSchema, latitudeParam, longitudeParam, queryBoolean } from './common';
import { publicQuestionSchema } from './questions';

/** A business as cards, lists and the map show it. */
export const businessCardSchema = z.object({
  id: z.number(),
  name: z.string(),
  category: z.string(),
  categorySlug: z.string(),
  imageUrl: z.string().nullable(),
  logoUrl: z.string().nullable(),
  /** What a card shows: the cover, else the logo, else the first approved photo (else none). */
  cardImageUrl: z.string().nullable(),
  isHighlighted: z.boolean(),
  visitCount: z.number(),
  rating: z.number(),
  phone: z.string(),
  whatsappNumber: z.string().nullable(),
  description: z.string(),
  tagline: z.string().nullable(),
  address: z.string().nullable(),
  provinceId: z.number(),
  province: z.string(),
  provinceSlug: z.string(),
  municipalityId: z.number(),
  municipality: z.string(),
  municipalitySlug: z.string(),
  districtMunicipalityId: z.number().nullable(),
  districtMunicipality: z.string().nullable(),
  packageId: z.number(),
  openingHours: openingHoursSchema.nullable(),
  /** While 'Cerrado temporalmente': the reopening date, if announced (YYYY-MM-DD). */
  closure: z.object({ reopensOn: z.string().nullable() }).nullable().optional(),
  /** Approved special dates near (cards) or coming (profile): they override the week. */
  special: z
    .array(
      z.object({
        date: z.string(),
        endDate: z.string().nullable(),
        closed: z.boolean(),
        ranges: z.array(z.object({ open: z.string(), close: z.string() })).nullable(),
      }),
    )
    .optional(),
  coords: coordsSchema.nullable(),
  /** The 'Verificado' badge and the day an administrator approved it (never the number). */
  verified: z.boolean(),
  verifiedAt: z.string().nullable(),
  /** Present when the request gave a point (near me, or a saved location). */
  distanceKm: z.number().optional(),
});
export type BusinessCard = z.infer<typeof businessCardSchema>;

/** With 'Abierto ahora' and nothing found: how many the nearest wider searches would find. */
export const openNowWayOutSchema = z.object({
  /** The same filters open now in the whole province; null when the place was no narrower. */
  openNowInProvince: z.number().nullable(),
  /** The same filters without 'Abierto ahora'. */
  withoutOpenNow: z.number(),
});
export type OpenNowWayOut = z.infer<typeof openNowWayOutSchema>;

const namedPlace = z.object({ id: z.number(), name: z.string() });

/** A search whose place words were read as the place filter ('dentista puerto plata'). */
export const searchReadingSchema = z.object({
  /** The rest of the text: what the filter's search became. */
  search: z.string(),
  province: namedPlace,
  municipality: namedPlace.nullable(),
  district: namedPlace.nullable(),
});
export type SearchReading = z.infer<typeof searchReadingSchema>;

export const businessListSchema = z.object({
  businesses: z.array(businessCardSchema),
  /** Businesses matching the filters; with `filteredAtLeast`, only a lower bound. */
  filtered: z.number(),
  /**
   * Near me counts stop at NEAR_COUNT_BOUND (a position changes on every request, so the count
   * cannot be cached): true when more businesses match than `filtered` says.
   */
  filteredAtLeast: z.boolean().optional(),
  /** All active businesses. */
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  /** Only on an empty 'Abierto ahora' result. */
  openNowWayOut: openNowWayOutSchema.optional(),
  /** Present when the search named a place: the filter that was applied instead. */
  reading: searchReadingSchema.optional(),
});
export type BusinessList = z.infer<typeof businessListSchema>;

export const businessDetailSchema = businessCardSchema.extend({
  email: z.string().nullable(),
  website: z.string().nullable(),
  contactEmail: z.string().nullable(),
  priceRange: z.string().nullable(),
  menuUrl: z.string().nullable(),
  socialMedia: z.record(z.string(), z.string()),
  features: z.record(z.string(), z.boolean()),
  reviewsEnabled: z.boolean(),
  /** The contact form and booking requests as the profile shows them (switch and plan). */
  contactFormEnabled: z.boolean(),
  bookingEnabled: z.boolean(),
  createdAt: z.string(),
  /** Present and true on a business not yet published, answered only to its owner and admins. */
  preview: z.boolean().optional(),
  /** On a preview only: an administrator took the business off the directory (decision 031). */
  suspension: z.enum(SUSPENSION_KINDS).optional(),
  /** Whether someone owns the listing: '¿Es tu negocio?' shows only on one nobody does. */
  hasOwner: z.boolean().optional(),
  /** Imported and nobody has claimed it yet: 'Sin reclamar' and '¿Es tu negocio? Reclámalo'. */
  unclaimed: z.boolean().optional(),
  /**
   * The pin is the municipality's seat, not the door (an import without coordinates, or an owner
   * who never confirmed the pin): 'Ubicación aproximada', and 'Cómo llegar' says so.
   */
  approximateLocation: z.boolean().optional(),
  // One array per content type with a public section, from the registry.
  ...contentSectionsShape(),
  /** Visitors' approved questions with the owner's approved answer (features/questions). */
  questions: z.array(publicQuestionSchema),
  reviews: z.array(
    z.object({
      id: z.number(),
      reviewerName: z.string().nullable(),
      rating: z.number(),
      comment: z.string(),
      createdAt: z.string(),
      /** The owner's approved answer. */
      reply: z.string().nullable().optional(),
    }),
  ),
  tags: z.array(z.string()),
});
export type BusinessDetail = z.infer<typeof businessDetailSchema>;

const optionalId = idSchema.optional();

/** A point needs both coordinates, and a radius needs a point (list and map alike). */
export function checkPoint(
  q: { lat?: number | undefined; lng?: number | undefined; radiusKm?: number | undefined },
  ctx: z.RefinementCtx,
): void {
  if ((q.lat === undefined) !== (q.lng === undefined)) {
    ctx.addIssue({
      code: 'custom',
      message: 'Latitud y longitud deben enviarse juntas',
      path: ['lat'],
    });
  }
  if (q.radiusKm !== undefined && q.lat === undefined) {
    ctx.addIssue({
      code: 'custom',
      message: 'El radio necesita latitud y longitud',
      path: ['radiusKm'],
    });
  }
}
const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `Máximo ${max} caracteres` });

export const businessFilterQuerySchema = z
  .object({
    search: text(100).optional(),
    /** Comma-joined category names or slugs. */
    categories: text(2000).optional(),
    module: optionalId,
    province: optionalId,
    municipality: optionalId,
    district: optionalId,
    /** The other name for `district`, used by the location pages. */
    districtMunicipality: optionalId,
    openNow: queryBoolean,
    openToday: queryBoolean,
    /** Only businesses with an offer valid today ('Ofertas'). */
    offers: queryBoolean,
    lat: latitudeParam('Latitud'),
    lng: longitudeParam('Longitud'),
    radiusKm: z.coerce
      .number({ error: 'Radio inválido' })
      .positive({ error: 'El radio debe ser mayor que 0' })
      .max(MAX_RADIUS_KM, { error: `El radio máximo es ${MAX_RADIUS_KM} km` })
      .optional(),
    page: z.coerce
      .number({ error: 'Página inválida' })
      .int({ error: 'Página inválida' })
      .min(1, { error: 'La página debe ser 1 o mayor' })
      .max(100_000, { error: 'Página fuera de rango' })
      .default(1),
    pageSize: z.coerce
      .number({ error: 'Tamaño de página inválido' })
      .int({ error: 'Tamaño de página inválido' })
      .min(1, { error: 'El tamaño de página debe ser 1 o mayor' })
      .max(MAX_PAGE_SIZE, { error: `El tamaño de página máximo es ${MAX_PAGE_SIZE}` })
      .default(PAGE_SIZE),
  })
  .superRefine(checkPoint);
export type BusinessFilterQuery = z.infer<typeof businessFilterQuerySchema>;

export const pageQuerySchema = z.object({
  page: businessFilterQuerySchema.shape.page,
  pageSize: businessFilterQuerySchema.shape.pageSize,
});

export const recentQuerySchema = z.object({
  limit: z.coerce
    .number({ error: 'Límite inválido' })
    .int({ error: 'Límite inválido' })
    .min(1, { error: 'El límite debe ser 1 o mayor' })
    .max(MAX_RECENT_LIMIT, { error: `El límite máximo es ${MAX_RECENT_LIMIT}` })
    .default(RECENT_LIMIT),
});
export const recentListSchema = z.array(businessCardSchema);
