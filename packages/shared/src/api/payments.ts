import { z } from 'zod';
import { documentKey } from './media-ref';
import { decimalString } from './packages';
import { transactionSummarySchema } from './registration';

export const PAYMENT_MESSAGES = {
  noPending: 'No hay pagos pendientes para este negocio',
  refunded: 'Este pago fue reembolsado',
  notReceived: 'Este pago aún no se ha recibido',
  offerCode: 'Un año cubierto por un código de oferta no es un pago: no se reembolsa',
  notFound: 'Pago no encontrado',
  receiptSaved: 'Comprobante enviado. Un administrador lo revisará junto al pago.',
} as const;

/** Pesos per dollar, set by an administrator: prices show in RD$ beside the US$ charged. */
export const exchangeRateSchema = z.object({
  dopPerUsd: z
    .number({ error: 'Escribe cuántos pesos vale un dólar' })
    .min(1, { error: 'La tasa debe ser de al menos 1 peso por dólar' })
    .max(1000, { error: 'La tasa no puede pasar de 1,000 pesos por dólar' }),
});
export type ExchangeRate = z.infer<typeof exchangeRateSchema>;

/** The owner's photo of the transfer: a private document they uploaded. */
export const paymentReceiptBodySchema = z.object({ documentKey: documentKey() });
export const paymentReceiptAnswerSchema = z.object({
  receiptKey: z.string(),
  message: z.string(),
});

export const paymentInstructionsSchema = z.object({
  provider: z.string(),
  reference: z.string(),
  amount: decimalString,
  currency: z.literal('USD'),
  methods: z.array(z.object({ method: z.enum(['bank_transfer', 'cash']), text: z.string() })),
});
export type PaymentInstructions = z.infer<typeof paymentInstructionsSchema>;

export const pendingPaymentAnswerSchema = z.object({
  transaction: transactionSummarySchema,
  instructions: paymentInstructionsSchema,
  /** The business's name, for the WhatsApp message about the payment. */
  businessName: z.string(),
  /** The receipt the owner uploaded for this payment (GET documentPath(key)), if any. */
  receiptKey: z.string().nullable(),
  dopPerUsd: z.number(),
});

export const adminPaymentSchema = transactionSummarySchema.extend({
  business: z.object({ id: z.number(), name: z.string() }).nullable(),
  user: z.object({ id: z.number(), username: z.string() }).nullable(),
  paymentMethod: z.string(),
  /** What the administrator noted on receiving it (a transfer number, a receipt). */
  receivedReference: z.string().nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  refundedAt: z.string().nullable(),
  /** The owner's photo of the transfer (a private document, GET documentPath(key)). */
  receiptKey: z.string().nullable(),
});
export type AdminPayment = z.infer<typeof adminPaymentSchema>;

export const adminPaymentListSchema = z.object({
  payments: z.array(adminPaymentSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});

export const PAYMENT_STATUSES = ['pending', 'completed', 'refunded', 'cancelled'] as const;

/** The admin list's search (reference 'DRD-000123' or the one noted, business, user) and state. */
export const adminPaymentsFilterSchema = z.object({
  q: z.string().trim().max(120, { error: 'Texto demasiado largo' }).optional(),
  status: z.enum(PAYMENT_STATUSES, { error: 'Estado desconocido' }).optional(),
});

export const adminPaymentsQuerySchema = adminPaymentsFilterSchema.extend({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

export const markReceivedBodySchema = z.object({
  method: z.enum(['bank_transfer', 'cash']).default('bank_transfer'),
  reference: z.string().trim().max(200).optional(),
});

/** changed: false when the payment was already in that state (marking twice is harmless). */
export const paymentChangeAnswerSchema = z.object({
  payment: adminPaymentSchema,
  changed: z.boolean(),
});
