// The demo's bank details: what an owner of the demo directory reads on paying a plan by
// transfer. Made up, and only for `npm start` (SEED_DEMO=1) when the operator set none of their
// own: a real directory writes its account in PAYMENT_BANK_INSTRUCTIONS.
import type { Env } from '../../env';

export const DEMO_BANK_INSTRUCTIONS =
  'Transferencia o depósito a Directorio RD, S.R.L. (RNC 1-32-45678-9): Banco Popular Dominicano, cuenta corriente 812-345678-9, o Banreservas, cuenta de ahorros 960-123456-7. Escribe la referencia del pago en el concepto y envía el comprobante por WhatsApp al 809-555-0100. (Datos de demostración)';

/** The env with the demo's bank details in the payment instructions, unless the operator set theirs. */
export function withDemoPaymentDetails(env: Env, source: NodeJS.ProcessEnv = process.env): Env {
  if (!env.SEED_DEMO || source.PAYMENT_BANK_INSTRUCTIONS?.trim()) return env;
  return { ...env, PAYMENT_BANK_INSTRUCTIONS: DEMO_BANK_INSTRUCTIONS };
}
