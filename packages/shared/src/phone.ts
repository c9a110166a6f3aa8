/** A phone number's digits only: '(809) 555-0100' and '809-555-0100' are the same number. */
export const phoneDigits = (phone: string | null | undefined) => (phone ?? '').replace(/\D/g, '');
