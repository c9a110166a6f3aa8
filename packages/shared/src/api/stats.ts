import { z } from 'zod';

export const statsSchema = z.object({
  activeBusinesses: z.number(),
  categoriesWithBusinesses: z.number(),
  municipalitiesWithBusinesses: z.number(),
  totalVisits: z.number(),
});
export type Stats = z.infer<typeof statsSchema>;

export const envConfigSchema = z.object({
  map: z.object({
    tileUrl: z.string(),
    attribution: z.string(),
    geocoderAvailable: z.boolean(),
  }),
});
export type EnvConfig = z.infer<typeof envConfigSchema>;
