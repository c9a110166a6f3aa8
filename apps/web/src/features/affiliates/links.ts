// What an affiliate shares: the link, the WhatsApp message, the text links and the banners' HTML.
import { BRAND } from '@drd/shared/constants';

export const referralLink = (origin: string, code: string) =>
  `${origin}/registro?ref=${encodeURIComponent(code)}`;

export const whatsappShareMessage = (link: string) =>
  `¡Hola! Registra tu negocio en ${BRAND}, el directorio de negocios de la República Dominicana, y consigue más clientes. Regístrate con mi enlace: ${link}`;

/** wa.me without a number: WhatsApp asks whom to send the prefilled message to. */
export const whatsappShareUrl = (link: string) =>
  `https://wa.me/?text=${encodeURIComponent(whatsappShareMessage(link))}`;

export const TEXT_LINKS = [
  (link: string) => `Registra tu negocio en ${BRAND}: ${link}`,
  (link: string) => `¿Tienes un negocio? Haz que te encuentren en ${BRAND}: ${link}`,
  (link: string) => `Publica tu negocio en el directorio de la República Dominicana: ${link}`,
];

export const BANNERS = [
  { width: 300, height: 250, src: '/banners/afiliados-300x250.png' },
  { width: 728, height: 90, src: '/banners/afiliados-728x90.png' },
] as const;

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The HTML an affiliate pastes into a web page: the banner image, linked to their link. */
export function bannerHtml(
  origin: string,
  link: string,
  banner: { width: number; height: number; src: string },
) {
  return `<a href="${escapeAttribute(link)}"><img src="${escapeAttribute(origin + banner.src)}" width="${banner.width}" height="${banner.height}" alt="Registra tu negocio en ${BRAND}" /></a>`;
}
