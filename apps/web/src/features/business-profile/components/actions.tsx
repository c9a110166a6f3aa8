import { Globe, MessageCircle, Navigation, Phone } from 'lucide-react';
import type { BusinessDetail } from '@drd/shared/api/businesses';
import { telLink, whatsappLink } from '@drd/shared/whatsapp';
import { recordAction } from '../../../lib/record-action';
import { businessDirections } from '../directions';
import { approximateDirectionsLabel } from './approximate-location';
import { ShareButton } from './share-button';

// On a phone the actions sit three to a row, icon above label (as map apps do), so call,
// WhatsApp and directions fit the first screen side by side; columns sized in rem, so larger
// text gets fewer per row instead of overlapping.
const base =
  'inline-flex min-h-11 flex-col items-center justify-center gap-0.5 rounded-md px-1 py-1.5 text-[0.8125rem] font-semibold whitespace-nowrap sm:flex-row sm:gap-1.5 sm:px-4 sm:text-base';
const primary = `${base} bg-brand-700 text-white hover:bg-brand-800`;
const green = `${base} bg-emerald-700 text-white hover:bg-emerald-800`;
export const secondaryAction = `${base} border border-slate-300 bg-white hover:bg-slate-50`;

export function ProfileActions({ business }: { business: BusinessDetail }) {
  const tel = telLink(business.phone);
  const whatsapp = whatsappLink(business.whatsappNumber ?? business.phone, business.name);
  const directions = businessDirections(business);
  return (
    <div className="mt-4 grid grid-cols-[repeat(auto-fit,minmax(5.75rem,1fr))] gap-2 sm:flex sm:flex-wrap">
      {tel && (
        <a href={tel} className={primary} onClick={() => recordAction(business.id, 'call')}>
          <Phone className="size-4" aria-hidden /> Llamar
        </a>
      )}
      {whatsapp && (
        <a
          href={whatsapp}
          target="_blank"
          rel="noopener noreferrer"
          className={green}
          onClick={() => recordAction(business.id, 'whatsapp')}
        >
          <MessageCircle className="size-4" aria-hidden /> WhatsApp
        </a>
      )}
      {directions && (
        <a
          href={directions}
          target="_blank"
          rel="noopener noreferrer"
          className={secondaryAction}
          onClick={() => recordAction(business.id, 'directions')}
          aria-label={approximateDirectionsLabel(business.approximateLocation)}
          title={approximateDirectionsLabel(business.approximateLocation)}
        >
          <Navigation className="size-4" aria-hidden /> Cómo llegar
        </a>
      )}
      {business.website && (
        <a
          href={business.website}
          target="_blank"
          rel="noopener noreferrer"
          className={secondaryAction}
          onClick={() => recordAction(business.id, 'website')}
        >
          <Globe className="size-4" aria-hidden /> Sitio web
        </a>
      )}
      <ShareButton business={business} />
    </div>
  );
}
