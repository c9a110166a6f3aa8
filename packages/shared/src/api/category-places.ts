// Category-in-place pages ('Farmacias en Sosúa', /categoria/farmacias/puerto-plata/sosua): where a
// category has active businesses, and which categories a place has (docs/decisions/026-…).
import { z } from 'zod';

const slugSchema = z.string().min(1).max(100);

export const placeCountSchema = z.object({
  name: z.string(),
  slug: z.string(),
  count: z.number().int(),
});
export type PlaceCount = z.infer<typeof placeCountSchema>;

const municipalityCountSchema = placeCountSchema.extend({ districts: z.array(placeCountSchema) });
export const provinceCountSchema = placeCountSchema.extend({
  municipalities: z.array(municipalityCountSchema),
});
export type ProvinceCount = z.infer<typeof provinceCountSchema>;

/** The places where one category has active businesses, with how many, by province. */
export const categoryPlacesSchema = z.object({
  category: z.object({ name: z.string(), slug: z.string() }),
  provinces: z.array(provinceCountSchema),
});
export type CategoryPlaces = z.infer<typeof categoryPlacesSchema>;
export const categoryPlacesParamsSchema = z.object({ slug: slugSchema });

/** The categories with active businesses in one place, with how many. */
export const placeCategoriesSchema = z.array(placeCountSchema);
export type PlaceCategories = z.infer<typeof placeCategoriesSchema>;
export const placeCategoriesQuerySchema = z.object({
  province: slugSchema,
  municipality: slugSchema.optional(),
  district: slugSchema.optional(),
});
export type PlaceSlugs = z.infer<typeof placeCategoriesQuerySchema>;

/**
 * A category-in-place page with no business (404): the same category in the nearest
 * municipalities that have some, nearest first (by their seats, data/dr-municipality-points.json).
 */
export const nearestCategoryPlacesSchema = z.object({
  category: z.object({ name: z.string(), slug: z.string() }),
  places: z.array(
    z.object({
      name: z.string(),
      province: z.string(),
      municipality: z.string(),
      count: z.number().int(),
      km: z.number(),
    }),
  ),
});
export type NearestCategoryPlaces = z.infer<typeof nearestCategoryPlacesSchema>;
export const nearestCategoryPlacesQuerySchema = placeCategoriesQuerySchema.extend({
  category: slugSchema,
});
