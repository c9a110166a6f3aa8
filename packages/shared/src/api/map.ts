// GET /api/businesses/map: light points for the map page (the map gets
// id, name, category, address, municipality, coords and isHighlighted for the visible area).
import { z } from 'zod';
import { businessFilterQuerySchema, checkPoint, searchReadingSchema } from './businesses';
import { coordsSchema, latitudeParam, longitudeParam } from './common';

/** Points per answer when the client does not say; the map asks again after a pan or zoom. */
const MAP_POINTS_LIMIT = 500;
const MAX_MAP_POINTS_LIMIT = 2000;

export const mapPointSchema = z.object({
  id: z.number(),
  name: z.string(),
  category: z.string(),
  categorySlug: z.string(),
  address: z.string().nullable(),
  municipality: z.string(),
  coords: coordsSchema,
  isHighlighted: z.boolean(),
});
export type MapPoint = z.infer<typeof mapPointSchema>;

export const mapPointsSchema = z.object({
  points: z.array(mapPointSchema),
  /** Businesses matching the filters (and the box, when given). */
  filtered: z.number(),
  /** More businesses matched than the limit let through. */
  truncated: z.boolean(),
  /** Present when the search named a place: the filter that was applied instead (as the list). */
  reading: searchReadingSchema.optional(),
});
export type MapPoints = z.infer<typeof mapPointsSchema>;

// The list's filters without its paging; omit() drops refinements, so the point rule is applied
// again with the same checkPoint.
const filterFields = z
  .object(businessFilterQuerySchema.shape)
  .omit({ page: true, pageSize: true }).shape;

export const mapQuerySchema = z
  .object({
    ...filterFields,
    /** The visible area: southern and northern latitudes, western and eastern longitudes. */
    south: latitudeParam('Latitud sur'),
    west: longitudeParam('Longitud oeste'),
    north: latitudeParam('Latitud norte'),
    east: longitudeParam('Longitud este'),
    limit: z.coerce
      .number({ error: 'Límite inválido' })
      .int({ error: 'Límite inválido' })
      .min(1, { error: 'El límite debe ser 1 o mayor' })
      .max(MAX_MAP_POINTS_LIMIT, { error: `El límite máximo es ${MAX_MAP_POINTS_LIMIT}` })
      .default(MAP_POINTS_LIMIT),
  })
  .superRefine(checkPoint)
  .superRefine((q, ctx) => {
    const sides = [q.south, q.west, q.north, q.east];
    const given = sides.filter((s) => s !== undefined).length;
    if (given === 0) return;
    if (given < 4) {
      ctx.addIssue({
        code: 'custom',
        message: 'El área del mapa necesita south, west, north y east',
        path: ['south'],
      });
      return;
    }
    if (q.south! > q.north!)
      ctx.addIssue({
        code: 'custom',
        message: 'La latitud sur no puede ser mayor que la norte',
        path: ['south'],
      });
    if (q.west! > q.east!)
      ctx.addIssue({
        code: 'custom',
        message: 'La longitud oeste no puede ser mayor que la este',
        path: ['west'],
      });
  });
export type MapQuery = z.infer<typeof mapQuerySchema>;

export interface MapBounds {
  south: number;
  west: number;
  north: number;
  east: number;
}
