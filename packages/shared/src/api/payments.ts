import { z } from 'zod';
import { versionSchema } from './common';
import { documentKey } from './media-ref';
import { decimalString } from './packages';
import { transactionSummarySchema } from './registration';

export const PAYMENT_MESSAGES = {
  noPending: 'No hay pagos pendientes para este negocio',
  refunded: 'Este pago fue reembolsado',
  notReceived: 'Este pago aún no se ha recibido',
  offerCode: 'Un año cubierto por un código de oferta no es un pago: no se reembolsa',
  notFound: 'Pago no encontrado',
  received: 'Este pago ya se marcó como recibido',
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
  /** The reference the owner quotes on paying ('DRD-000123'). */
  reference: z.string(),
  /** The money counted on 'Marcar recibido', in the currency it came in. */
  received: z.object({ amount: decimalString, currency: z.enum(['DOP', 'USD']) }).nullable(),
  /** Sent back by each decision on the payment (received, refunded): 409 when it moved on. */
  version: z.number(),
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

export const RECEIVED_CURRENCIES = ['DOP', 'USD'] as const;

export const markReceivedBodySchema = z.object({
  version: versionSchema,
  method: z.enum(['bank_transfer', 'cash']).default('bank_transfer'),
  reference: z.string().trim().max(200).optional(),
  /** What arrived, as counted: pesos for a local transfer or cash, or dollars. */
  amount: z
    .string({ error: 'Escribe el monto recibido' })
    .trim()
    .regex(/^\d{1,8}(\.\d{1,2})?$/, { error: 'Escribe el monto recibido, por ejemplo 3500.00' })
    .refine((value) => Number(value) > 0, { error: 'El monto recibido debe ser mayor que cero' }),
  currency: z.enum(RECEIVED_CURRENCIES, { error: 'Elige la moneda: RD$ o US$' }),
});

export const markRefundedBodySchema = z.object({ version: versionSchema });

/** changed: always true now (a decided payment answers 409); kept for the callers' shape. */
export const paymentChangeAnswerSchema = z.object({
  payment: adminPaymentSchema,
  changed: z.boolean(),
});
