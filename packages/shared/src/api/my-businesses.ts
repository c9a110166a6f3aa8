// The signed-in person's own businesses and claims ('Mis negocios').
import { z } from 'zod';
import { claimSchema } from './claims';
import type { pendingPaymentAnswerSchema } from './payments';
import { transactionSummarySchema } from './registration';
import { subscriptionAnswerSchema, type renewalAnswerSchema } from './subscriptions';
import { SUSPENSION_KINDS } from '../suspension';

/** An administrator took the business off the directory, and why (decision 031). */
export const businessSuspensionSchema = z
  .object({ kind: z.enum(SUSPENSION_KINDS), reason: z.string(), at: z.string() })
  .nullable();

/** An owner has a handful of businesses; the list stops here rather than paging. */
export const MY_BUSINESSES_LIMIT = 100;
export const MY_CLAIMS_LIMIT = 50;

export const myBusinessSchema = z.object({
  id: z.number(),
  name: z.string(),
  category: z.string(),
  isActive: z.boolean(),
  /** The administrator's decision on the registration; notes explain a rejection. */
  approval: z.object({
    status: z.enum(['pending', 'approved', 'rejected']),
    notes: z.string().nullable(),
  }),
  subscription: subscriptionAnswerSchema.pick({
    state: true,
    activatedAt: true,
    expiresAt: true,
    daysLeft: true,
  }),
  /** The plan paid for (kept while a lapsed business is shown at the basic tier). */
  package: z.object({ id: z.number(), name: z.string() }),
  pendingPayment: transactionSummarySchema.nullable(),
  /** The first year was paid with an offer code. */
  coveredByOfferCode: z.boolean(),
  /** Messages from the profile not read yet (the 'Mensajes' tab of the panel). */
  unreadLeads: z.number(),
  /** The person's place: the owner, or one of its managers (who neither pays nor transfers). */
  role: z.enum(['owner', 'manager']),
  suspension: businessSuspensionSchema,
});
export type MyBusiness = z.infer<typeof myBusinessSchema>;

export const myClaimSchema = claimSchema
  .pick({ id: true, createdAt: true, reviewNotes: true })
  // A claim whose move waits for the owner's objection period still reads 'pending' to the claimant.
  .extend({ status: z.enum(['pending', 'approved', 'rejected']) })
  .extend({ business: z.object({ id: z.number(), name: z.string(), isActive: z.boolean() }) });
export type MyClaim = z.infer<typeof myClaimSchema>;

export const myBusinessesAnswerSchema = z.object({
  businesses: z.array(myBusinessSchema),
  claims: z.array(myClaimSchema),
});
export type MyBusinessesAnswer = z.infer<typeof myBusinessesAnswerSchema>;

/** The answers of the payment and renewal routes, as the owner's screen reads them. */
export type PendingPaymentAnswer = z.infer<typeof pendingPaymentAnswerSchema>;
export type RenewalAnswer = z.infer<typeof renewalAnswerSchema>;
