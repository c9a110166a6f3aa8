import { z } from 'zod';
import { businessDetailSchema } from './businesses';
import { PACKAGES } from '../constants';
import { versionSchema } from './common';
import { paymentInstructionsSchema } from './payments';
import { transactionSummarySchema } from './registration';

export const SUBSCRIPTION_MESSAGES = {
  notApproved: 'El negocio aún no ha sido aprobado',
  alreadyActive: 'El negocio ya está activo',
  noSubmission: 'Este negocio no tiene una solicitud pendiente',
  decided: 'Este negocio ya fue revisado',
  approved: 'Negocio aprobado y publicado',
  rejected: 'Solicitud rechazada',
  lowerPlan: 'La renovación no puede ser a un plan menor que el actual',
} as const;

/** 'Renovar': the plan for the new year, the current one or a higher one (default: current). */
export const renewalBodySchema = z
  .object({
    packageId: z
      .number({ error: 'Elige un plan' })
      .int({ error: 'Elige un plan' })
      .min(1, { error: 'Elige un plan' })
      .max(PACKAGES.length, { error: 'Elige un plan' })
      .optional(),
  })
  .default({});

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
  businessName: z.string(),
  receiptKey: z.string().nullable(),
  dopPerUsd: z.number(),
  /** false when a renewal was already waiting for payment (that one is answered). */
  created: z.boolean(),
});

/** A listing the owner said the new business is not, when the duplicate check showed it. */
export const dismissedDuplicateSchema = z.object({
  id: z.number(),
  name: z.string(),
  /** Between the two pins, in metres (null when one has no pin). */
  distanceM: z.number().nullable(),
});
export type DismissedDuplicate = z.infer<typeof dismissedDuplicateSchema>;

export const pendingBusinessSchema = z.object({
  id: z.number(),
  name: z.string(),
  packageId: z.number(),
  createdAt: z.string(),
  owner: z.object({ id: z.number(), username: z.string() }).nullable(),
  submissionId: z.number(),
  /** The version of the waiting registration: approving or rejecting sends it back. */
  version: z.number(),
  payment: transactionSummarySchema.nullable(),
  /** Everything approval publishes, as the public profile will show it. */
  detail: businessDetailSchema,
  /** Owner content still waiting for its own review (not published by this approval). */
  waitingChanges: z.number(),
  /** The duplicate warnings the owner dismissed on registering. */
  dismissedDuplicates: z.array(dismissedDuplicateSchema),
});
export const pendingBusinessListSchema = z.array(pendingBusinessSchema);

/** A new business's approval: the version the administrator saw, and an optional note. */
export const businessApproveBodySchema = z.object({
  version: versionSchema,
  adminNotes: z.string().trim().max(2000).optional(),
});
export const businessRejectBodySchema = z.object({
  version: versionSchema,
  adminNotes: z
    .string({ error: 'Escribe el motivo del rechazo' })
    .trim()
    .min(1, { error: 'Escribe el motivo del rechazo' })
    .max(2000),
});
