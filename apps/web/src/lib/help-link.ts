import { HELP_WHATSAPP } from '@drd/shared/constants';
import { helpWhatsappMessage, telLink, whatsappLinkWithText } from '@drd/shared/whatsapp';

/** The directory's own WhatsApp help line with a message meant for it (footer, home, profile). */
export const helpWhatsappLink = (aboutBusiness?: string): string | null =>
  whatsappLinkWithText(HELP_WHATSAPP, helpWhatsappMessage(aboutBusiness));

/** The same line to call: its tel: link and how it is written ('809-555-0100'). */
export const helpPhone = {
  href: telLink(HELP_WHATSAPP),
  text: HELP_WHATSAPP.replace(/^1?(\d{3})(\d{3})(\d{4})$/, '$1-$2-$3'),
};
