// A signed-in visitor's favourites, kept with the account (the browser keeps its own copy).
import { z } from 'zod';
import { idSchema } from './common';

/** Enough for anyone's list; a larger merge is refused rather than cut short. */
export const FAVORITES_LIMIT = 500;

export const favoritesSchema = z.object({ ids: z.array(z.number()) });
export type Favorites = z.infer<typeof favoritesSchema>;

export const favoritesMergeSchema = z.object({
  ids: z
    .array(idSchema, { error: 'Lista de favoritos inválida' })
    .max(FAVORITES_LIMIT, { error: `Máximo ${FAVORITES_LIMIT} favoritos` }),
});
export const favoriteParamsSchema = z.object({ businessId: idSchema });
