import { BRAND } from './constants';

// Dominican numbers are ten digits under the North American plan (country code 1); anything
// shorter cannot be dialled from a link, so callers get null and hide the button.
const MIN_DIGITS = 10;

/** Digits for wa.me and tel: links, prefixed with the country code 1 when missing. */
export function whatsappDigits(phone: string | null | undefined): string | null {
  const digits = (phone ?? '').replace(/\D/g, '');
  if (digits.length < MIN_DIGITS) return null;
  return digits.startsWith('1') ? digits : `1${digits}`;
}

/** The prefilled message greeting the business by name. */
export function whatsappMessage(businessName: string): string {
  return `Hola ${businessName.trim()}, vi su negocio en ${BRAND} y me gustaría obtener más información.`;
}

/** The message to the directory's own help line, about one profile when it comes from one. */
export function helpWhatsappMessage(aboutBusiness?: string): string {
  return aboutBusiness
    ? `Hola ${BRAND}, les escribo sobre el perfil de ${aboutBusiness.trim()} en el directorio.`
    : `Hola ${BRAND}, tengo una consulta sobre el directorio.`;
}

/** The owner's message to the directory with a payment's receipt. */
export const paymentWhatsappMessage = (reference: string, businessName: string) =>
  `Hola, envío el comprobante del pago ${reference} de «${businessName.trim()}».`;

export function whatsappLink(
  phone: string | null | undefined,
  businessName: string,
): string | null {
  return whatsappLinkWithText(phone, whatsappMessage(businessName));
}

export function whatsappLinkWithText(
  phone: string | null | undefined,
  text: string,
): string | null {
  const digits = whatsappDigits(phone);
  if (!digits) return null;
  return `https://wa.me/${digits}?text=${encodeURIComponent(text)}`;
}

/** 'tel:+18095550100'. Short service numbers such as 911 are linked directly, not through here. */
export function telLink(phone: string | null | undefined): string | null {
  const digits = whatsappDigits(phone);
  return digits ? `tel:+${digits}` : null;
}
