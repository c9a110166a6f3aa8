import { BRAND } from '@drd/shared/constants';

/** What goes with a shared profile link. */
export const shareText = (name: string) => `${name.trim()} en ${BRAND}`;

/** WhatsApp without a number: the visitor picks the chat; the message carries the link. */
export const whatsappShareLink = (name: string, url: string) =>
  `https://wa.me/?text=${encodeURIComponent(`${shareText(name)}: ${url}`)}`;
