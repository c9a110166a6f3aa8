// The RNC (9 digits) and cédula (11 digits) of the Dominican Republic, checked by their check
// digits with the stdnum package (docs/decisions/021-verified-businesses.md). The deep CommonJS
// files: the package's index loads every country, and its ESM build does not run in Node.
import { validate as validateCedula } from 'stdnum/lib/cjs/do/cedula.js';
import { validate as validateRnc } from 'stdnum/lib/cjs/do/rnc.js';

export type TaxIdKind = 'rnc' | 'cedula';

export const TAX_ID_LENGTH: Record<TaxIdKind, number> = { rnc: 9, cedula: 11 };

export const TAX_ID_MESSAGES: Record<TaxIdKind, string> = {
  rnc: 'El RNC no es válido: revisa los 9 dígitos',
  cedula: 'La cédula no es válida: revisa los 11 dígitos',
};

/** The digits alone: people write '1-01-00123-4' or '001-1234567-8'. */
export function taxIdDigits(value: string): string {
  return value.replace(/[\s-]/g, '');
}

/** True when the number has the kind's length, digits only, and a right check digit. */
export function isValidTaxId(kind: TaxIdKind, value: string): boolean {
  const digits = taxIdDigits(value);
  if (!new RegExp(`^\\d{${TAX_ID_LENGTH[kind]}}$`).test(digits)) return false;
  return (kind === 'rnc' ? validateRnc(digits) : validateCedula(digits)).isValid;
}
