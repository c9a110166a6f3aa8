// Offer codes: eight characters from an alphabet without look-alikes (no 0/O, no 1/I), so a
// code read aloud or copied from paper is typed right.
export const OFFER_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const OFFER_CODE_LENGTH = 8;

/** Codes are compared upper-cased and without surrounding spaces. */
export const normalizeOfferCode = (code: string) => code.trim().toUpperCase();

/** A code from random bytes (one byte per character; 256 is a multiple of 32, so no bias). */
export function offerCodeFromBytes(bytes: Uint8Array): string {
  let code = '';
  for (let i = 0; i < OFFER_CODE_LENGTH; i++) {
    code += OFFER_CODE_ALPHABET[bytes[i]! % OFFER_CODE_ALPHABET.length];
  }
  return code;
}
