// '/demo-funcionalidades' (issue #28): the features an owner gets, shown live from one demo
// business: its public profile, its statistics and one message from a visitor made by the seed.
import { z } from 'zod';
import { insightsSchema } from './analytics';
import { businessDetailSchema } from './businesses';
import { LEAD_KINDS } from './leads';

/** The 404 of a server without the demo data, and the page's empty state. */
export const SHOWCASE_UNAVAILABLE = 'La demostración no está disponible';

/** The statistics period shown: the one every plan includes. */
export const SHOWCASE_DAYS = 30;

export const demoShowcaseSchema = z.object({
  business: businessDetailSchema,
  /** The same answer as the owner's GET /api/businesses/{id}/insights?days=30. */
  insights: insightsSchema,
  /** The demo seed's message to the business (never a visitor's); null once it is gone. */
  lead: z
    .object({
      kind: z.enum(LEAD_KINDS),
      name: z.string(),
      message: z.string(),
      createdAt: z.string(),
    })
    .nullable(),
});
export type DemoShowcase = z.infer<typeof demoShowcaseSchema>;
