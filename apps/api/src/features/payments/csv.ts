// The admin's payment list as CSV for a spreadsheet: one row per payment, Spanish headers.
import type { AdminPayment } from '@drd/shared/api/payments';
import { paymentReference } from './provider';

const HEADERS = [
  'Referencia',
  'Negocio',
  'Usuario',
  'Monto (US$)',
  'Tipo',
  'Estado',
  'Forma de pago',
  'Referencia anotada',
  'Creado',
  'Pagado',
  'Reembolsado',
];

// The values as words a person reads in the sheet, not the API's codes (issue 41).
const STATUS_WORDS: Record<string, string> = {
  pending: 'pendiente',
  completed: 'recibido',
  refunded: 'reembolsado',
  cancelled: 'cancelado',
};
const TYPE_WORDS: Record<string, string> = {
  subscription: 'suscripción',
  renewal: 'renovación',
  offer_code: 'código de oferta',
};
const METHOD_WORDS: Record<string, string> = {
  manual: 'manual',
  bank_transfer: 'transferencia bancaria',
  cash: 'efectivo',
  paypal: 'PayPal',
  offer_code: 'código de oferta',
};
const word = (words: Record<string, string>, code: string) => words[code] ?? code;

/**
 * One cell: quoted when it holds a separator, a quote or a line break; a leading = + - @ gets an
 * apostrophe so a spreadsheet never runs a name as a formula.
 */
function cell(value: string | null): string {
  if (value === null) return '';
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function paymentsCsv(payments: AdminPayment[]): string {
  const rows = payments.map((p) =>
    [
      paymentReference(p.id),
      p.business?.name ?? null,
      p.user?.username ?? null,
      p.amount,
      word(TYPE_WORDS, p.type),
      word(STATUS_WORDS, p.status),
      word(METHOD_WORDS, p.paymentMethod),
      p.receivedReference,
      p.createdAt,
      p.paidAt,
      p.refundedAt,
    ]
      .map(cell)
      .join(','),
  );
  // The byte-order mark makes spreadsheet programs read the accents as UTF-8.
  return `\uFEFF${[HEADERS.join(','), ...rows].join('\r\n')}\r\n`;
}
