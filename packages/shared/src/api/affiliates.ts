import { z } from 'zod';
import { idSchema } from './common';

export const AFFILIATE_MESSAGES = {
  congratulations: '¡Felicidades!',
  becameAffiliate: 'Ya eres afiliado. Comparte tu enlace y gana comisiones.',
  signInRequired: 'Debe iniciar sesión para convertirse en afiliado',
  becomeFailed: 'Error al convertirse en afiliado',
  notAffiliate: 'Este usuario no es afiliado',
  otherDashboard: 'Solo puedes ver tu propio panel de afiliado',
  otherAccount: 'Solo puedes convertir tu propia cuenta en afiliado',
  payoutNotFound: 'Pago de afiliado no encontrado',
  linkCopied: 'Enlace copiado',
  copyFailed: 'No se pudo copiar el enlace.',
  payoutsCreated: 'Lote de pagos creado',
  payoutPaid: 'Pago marcado como pagado',
  payoutFailed: 'No se pudo completar la operación.',
} as const;

/** The ledger's states, and how the dashboard names them. */
export const COMMISSION_STATUSES = ['pending', 'approved', 'completed', 'cancelled'] as const;
export type CommissionStatus = (typeof COMMISSION_STATUSES)[number];
export const COMMISSION_STATUS_LABELS: Record<CommissionStatus, string> = {
  pending: 'Pendiente',
  approved: 'Aprobada',
  completed: 'Pagada',
  cancelled: 'Cancelada',
};
export const COMMISSION_KINDS = ['commission', 'adjustment'] as const;

/** Money as the API carries it: a decimal string with two places ('22.50', '-22.50'). */
const money = z.string().regex(/^-?\d+\.\d{2}$/);

/** A `userId` in the body is accepted only when it is the signed-in user's own. */
export const becomeAffiliateBodySchema = z
  .object({ userId: idSchema.optional() })
  .optional()
  .default({});

export const affiliateSchema = z.object({
  id: z.number(),
  username: z.string(),
  referralCode: z.string(),
});
export type AffiliateSummary = z.infer<typeof affiliateSchema>;

export const becomeAffiliateAnswerSchema = z.object({
  message: z.string(),
  affiliate: affiliateSchema,
  /** False when the user already was an affiliate (the code is the one they had). */
  created: z.boolean(),
});

export const affiliateUserParamsSchema = z.object({ userId: idSchema });

export const referralLinkBodySchema = z.object({
  code: z.string().trim().min(1, { error: 'Código requerido' }).max(40),
});
export const referralLinkAnswerSchema = z.object({
  /** False when an earlier link is still remembered (the first one wins). */
  remembered: z.boolean(),
  days: z.number(),
});

export const dashboardCommissionSchema = z.object({
  id: z.number(),
  amount: money,
  status: z.enum(COMMISSION_STATUSES),
  kind: z.enum(COMMISSION_KINDS),
  date: z.string(),
  /** When a pending commission is approved (its payment can no longer be refunded). */
  approvesOn: z.string().nullable(),
  paidAt: z.string().nullable(),
  details: z.object({
    referralId: z.number().nullable(),
    paymentId: z.number().nullable(),
    paymentAmount: money.nullable(),
    bonus: z.boolean(),
    businessName: z.string().nullable(),
    referredUsername: z.string().nullable(),
  }),
});
export type DashboardCommission = z.infer<typeof dashboardCommissionSchema>;

export const dashboardReferralSchema = z.object({
  referralId: z.number(),
  user: z.object({ id: z.number(), username: z.string() }),
  referralDate: z.string(),
  referralStatus: z.string(),
  businesses: z.array(z.object({ id: z.number(), name: z.string(), category: z.string() })),
});
export type DashboardReferral = z.infer<typeof dashboardReferralSchema>;

export const payoutSchema = z.object({
  id: z.number(),
  period: z.string(),
  amount: money,
  status: z.enum(['pending', 'paid']),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  /** The ledger rows it paid: commissions and negative adjustments. */
  commissionIds: z.array(z.number()),
});
export type Payout = z.infer<typeof payoutSchema>;

export const affiliateDashboardSchema = z.object({
  affiliate: affiliateSchema,
  stats: z.object({
    totalReferrals: z.number(),
    /** Every row not cancelled: pending + approved + paid (adjustments included). */
    totalCommission: money,
    pendingCommission: money,
    approvedCommission: money,
    paidCommission: money,
  }),
  referrals: z.array(dashboardReferralSchema),
  commissions: z.array(dashboardCommissionSchema),
  payouts: z.array(payoutSchema),
  nextPayout: z.object({
    /** The first of next month, when the monthly batch runs (YYYY-MM-DD). */
    date: z.string(),
    /** Approved and unpaid, plus pending rows approved by then. */
    estimate: money,
    minimum: money,
    reachesMinimum: z.boolean(),
    currency: z.literal('USD'),
  }),
  monthly: z.array(
    z.object({ month: z.string(), referrals: z.number(), earned: money, paid: money }),
  ),
});
export type AffiliateDashboard = z.infer<typeof affiliateDashboardSchema>;

// ---------------------------------------------------------------- administration

export const adminAffiliateSchema = z.object({
  id: z.number(),
  username: z.string(),
  email: z.string(),
  referralCode: z.string(),
  affiliateSince: z.string().nullable(),
  referrals: z.number(),
  pending: money,
  approved: money,
  paid: money,
  /** Approved and not yet in a payout: what the next batch would take. */
  balance: money,
});
export type AdminAffiliate = z.infer<typeof adminAffiliateSchema>;

export const adminAffiliateListSchema = z.object({ affiliates: z.array(adminAffiliateSchema) });

export const adminPayoutSchema = payoutSchema.extend({
  affiliate: z.object({
    id: z.number(),
    username: z.string(),
    /** Where to send it, from the affiliate's '/cuenta' ('Banco … · cuenta · titular' or PayPal). */
    payoutTo: z.string().nullable(),
  }),
});
export type AdminPayout = z.infer<typeof adminPayoutSchema>;
export const adminPayoutListSchema = z.object({ payouts: z.array(adminPayoutSchema) });

/** What the next automatic batch will hold if nothing changes before its day. */
export const nextPayoutBatchSchema = z.object({
  /** The payout day (YYYY-MM-DD) and the month its payouts belong to (YYYY-MM). */
  date: z.string(),
  period: z.string(),
  minimum: money,
  total: money,
  /** Affiliates whose approved balance, with the rows approved by then, reaches the minimum. */
  affiliates: z.array(
    z.object({
      id: z.number(),
      username: z.string(),
      amount: money,
      payoutTo: z.string().nullable(),
    }),
  ),
});
export type NextPayoutBatch = z.infer<typeof nextPayoutBatchSchema>;

export const payoutBatchAnswerSchema = z.object({
  period: z.string(),
  payouts: z.array(adminPayoutSchema),
  minimum: money,
});

export const payoutPaidAnswerSchema = z.object({
  payout: adminPayoutSchema,
  changed: z.boolean(),
});

/** Test builds only: run the approval job as if `daysLater` days had passed. */
export const approveDueBodySchema = z.object({ daysLater: z.number().int().min(0).max(400) });
export const approveDueAnswerSchema = z.object({ approved: z.number() });
