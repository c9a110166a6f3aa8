import { z } from 'zod';
import { idSchema } from './common';

export const visitCountSchema = z.object({ count: z.number() });
export type VisitCount = z.infer<typeof visitCountSchema>;

export const recordVisitBodySchema = z.object({ businessId: idSchema });
export const recordVisitResponseSchema = z.object({
  /** False when the same visitor saw this business in the last 30 minutes. */
  counted: z.boolean(),
  count: z.number(),
});
export const businessIdParamsSchema = z.object({ businessId: idSchema });
