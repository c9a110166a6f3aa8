import { z } from 'zod';
import { idSchema } from './common';

export const visitCountSchema = z.object({ count: z.number() });
export type VisitCount = z.infer<typeof visitCountSchema>;

export const recordVisitBodySchema = z.object({
  businessId: idSchema,
  /** The search the visitor came from (the list's 'q'): its words feed the owner's statistics. */
  search: z.string().max(200, { error: 'Búsqueda demasiado larga' }).optional(),
});
export const recordVisitResponseSchema = z.object({
  /**
   * False for a new visitor, when the same visitor saw this business in the last 30 minutes, and
   * when the visitor's address or network has had its share of counted visits for now.
   */
  counted: z.boolean(),
  count: z.number(),
  /**
   * True when the request carried no valid visitor cookie: the answer sets one and the visit is
   * not counted, so a page that wants this visit counted sends it once more.
   */
  newVisitor: z.boolean(),
});
export type RecordVisitResponse = z.infer<typeof recordVisitResponseSchema>;
export const businessIdParamsSchema = z.object({ businessId: idSchema });
