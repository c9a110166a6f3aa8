import { z } from 'zod';

export const categoryNamesSchema = z.array(z.string());

export const categoryWithCountSchema = z.object({
  id: z.number(),
  key: z.string(),
  name: z.string(),
  slug: z.string(),
  moduleId: z.number(),
  activeCount: z.number(),
});
export type CategoryWithCount = z.infer<typeof categoryWithCountSchema>;

export const categoryModuleSchema = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  /** Categories of this module with at least one active business. */
  activeCategoryCount: z.number(),
  categories: z.array(categoryWithCountSchema),
});
export type CategoryModule = z.infer<typeof categoryModuleSchema>;

export const categoriesResponseSchema = z.object({ modules: z.array(categoryModuleSchema) });
export type CategoriesResponse = z.infer<typeof categoriesResponseSchema>;
