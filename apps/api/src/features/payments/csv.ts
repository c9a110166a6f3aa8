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
      p.type,
      p.status,
      p.paymentMethod,
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
