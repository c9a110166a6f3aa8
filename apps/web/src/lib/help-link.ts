import { BRAND, HELP_WHATSAPP } from '@drd/shared/constants';
import { telLink, whatsappLink } from '@drd/shared/whatsapp';

/** The directory's own WhatsApp help line, with its greeting (footer, home and profile). */
export const helpWhatsappLink = (): string | null => whatsappLink(HELP_WHATSAPP, BRAND);

/** The same line to call: its tel: link and how it is written ('809-555-0100'). */
export const helpPhone = {
  href: telLink(HELP_WHATSAPP),
  text: HELP_WHATSAPP.replace(/^1?(\d{3})(\d{3})(\d{4})$/, '$1-$2-$3'),
};
