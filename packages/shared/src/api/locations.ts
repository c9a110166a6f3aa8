import { z } from 'zod';
import { idSchema } from './common';

export const locationItemSchema = z.object({ id: z.number(), name: z.string(), slug: z.string() });
export type LocationItem = z.infer<typeof locationItemSchema>;
export const locationListSchema = z.array(locationItemSchema);

export const municipalitiesQuerySchema = z.object({ provinceId: idSchema });
export const districtsQuerySchema = z.object({ municipalityId: idSchema });

/** A place resolved from the slugs of a /ubicacion/... URL. */
export const placeSchema = z.object({
  province: locationItemSchema,
  municipality: locationItemSchema.nullable(),
  district: locationItemSchema.nullable(),
});
export type Place = z.infer<typeof placeSchema>;
export const placeQuerySchema = z.object({
  province: z.string().min(1).max(100),
  municipality: z.string().min(1).max(100).optional(),
  district: z.string().min(1).max(100).optional(),
});
