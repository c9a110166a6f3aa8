import { z } from 'zod';
import { paymentInstructionsSchema } from './payments';
import { transactionSummarySchema } from './registration';

export const SUBSCRIPTION_MESSAGES = {
  notApproved: 'El negocio aún no ha sido aprobado',
  alreadyActive: 'El negocio ya está activo',
  noSubmission: 'Este negocio no tiene una solicitud pendiente',
  approved: 'Negocio aprobado y publicado',
  rejected: 'Solicitud rechazada',
} as const;

export const subscriptionAnswerSchema = z.object({
  isActive: z.boolean(),
  packageId: z.number(),
  activatedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  /** none (never activated), active, expiring (30 days or fewer) or expired. */
  state: z.enum(['none', 'active', 'expiring', 'expired']),
  daysLeft: z.number().nullable(),
  pendingPayment: transactionSummarySchema.nullable(),
});
export type SubscriptionAnswer = z.infer<typeof subscriptionAnswerSchema>;

export const renewalAnswerSchema = z.object({
  transaction: transactionSummarySchema,
  instructions: paymentInstructionsSchema,
  /** false when a renewal was already waiting for payment (that one is answered). */
  created: z.boolean(),
});

export const pendingBusinessSchema = z.object({
  id: z.number(),
  name: z.string(),
  packageId: z.number(),
  createdAt: z.string(),
  owner: z.object({ id: z.number(), username: z.string() }).nullable(),
  submissionId: z.number(),
  payment: transactionSummarySchema.nullable(),
});
export const pendingBusinessListSchema = z.array(pendingBusinessSchema);
