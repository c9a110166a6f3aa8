/** A phone number's digits only: '(809) 555-0100' and '809-555-0100' are the same number. */
export const phoneDigits = (phone: string | null | undefined) => (phone ?? '').replace(/\D/g, '');

/**
 * A Dominican number as the directory writes it: '+1 (809) 555 0100', '18095550100' and
 * '809.555.0100' are all '809-555-0100'. Other lengths (a foreign number) stay as typed.
 */
export function formatDominicanPhone(phone: string): string {
  const digits = phoneDigits(phone);
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  if (national.length !== 10) return phone.trim();
  return `${national.slice(0, 3)}-${national.slice(3, 6)}-${national.slice(6)}`;
}
