import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Globe, Mail, MapPin, MessageCircle, Navigation, Phone } from 'lucide-react';
import type { BusinessDetail } from '@drd/shared/api/businesses';
import { BRAND } from '@drd/shared/constants';
import { telLink, whatsappLink } from '@drd/shared/whatsapp';
import { SocialIcon } from '../../../components/business/social-icon';
import { helpWhatsappLink } from '../../../lib/help-link';
import { recordAction } from '../../../lib/record-action';
import { businessDirections } from '../directions';
import { ApproximateLocation, approximateDirectionsLabel } from './approximate-location';
import { ProfileSection } from './section';

const PLATFORMS = ['facebook', 'instagram', 'twitter', 'linkedin', 'youtube', 'tiktok'] as const;

export function Contact({ business }: { business: BusinessDetail }) {
  const tel = telLink(business.phone);
  const whatsapp = whatsappLink(business.whatsappNumber ?? business.phone, business.name);
  const socials = new Map<string, string>(Object.entries(business.socialMedia));
  for (const link of business.socialLinks) socials.set(link.platform, link.url);
  const row =
    'flex min-h-11 min-w-0 items-center gap-2 text-sm text-slate-700 hover:text-brand-700';
  return (
    <ProfileSection id="contacto" title="Contacto">
      <ul>
        {tel && (
          <li>
            <a href={tel} className={row} onClick={() => recordAction(business.id, 'call')}>
              <Phone className="size-4" aria-hidden /> {business.phone}
            </a>
          </li>
        )}
        {whatsapp && (
          <li>
            <a
              href={whatsapp}
              target="_blank"
              rel="noopener noreferrer"
              className={row}
              onClick={() => recordAction(business.id, 'whatsapp')}
            >
              <MessageCircle className="size-4" aria-hidden /> WhatsApp
            </a>
          </li>
        )}
        {(business.contactEmail ?? business.email) && (
          <li>
            <a href={`mailto:${business.contactEmail ?? business.email}`} className={row}>
              <Mail className="size-4" aria-hidden /> {business.contactEmail ?? business.email}
            </a>
          </li>
        )}
        {business.website && (
          <li>
            <a
              href={business.website}
              target="_blank"
              rel="noopener noreferrer"
              className={row}
              onClick={() => recordAction(business.id, 'website')}
            >
              <Globe className="size-4" aria-hidden />{' '}
              {business.website.replace(/^https?:\/\//, '')}
            </a>
          </li>
        )}
      </ul>
      {socials.size > 0 && (
        <div className="mt-4 flex flex-wrap gap-2">
          {PLATFORMS.filter((p) => socials.has(p)).map((p) => (
            <a
              key={p}
              href={socials.get(p)}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`${business.name} en ${p}`}
              className="inline-flex size-11 items-center justify-center rounded-full bg-slate-100 text-slate-700 hover:bg-brand-100 hover:text-brand-800"
            >
              <SocialIcon platform={p} />
            </a>
          ))}
        </div>
      )}
    </ProfileSection>
  );
}

/** Address, directions and (from the page) a map of the spot. */
export function Location({
  business,
  children,
}: {
  business: BusinessDetail;
  children?: ReactNode;
}) {
  if (!business.coords && !business.address) return null;
  const place = [business.districtMunicipality, business.municipality, business.province]
    .filter(Boolean)
    .join(', ');
  const directions = businessDirections(business);
  return (
    <ProfileSection id="ubicacion" title="Ubicación">
      <p className="flex items-start gap-2 text-sm text-slate-700">
        <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden />
        <span>
          {business.address && <span className="block">{business.address}</span>}
          {place}
        </span>
      </p>
      {business.approximateLocation && <ApproximateLocation />}
      {children && <div className="mt-3 overflow-hidden rounded-lg">{children}</div>}
      {directions && (
        <a
          href={directions}
          target="_blank"
          rel="noopener noreferrer"
          onClick={() => recordAction(business.id, 'directions')}
          aria-label={approximateDirectionsLabel(business.approximateLocation)}
          title={approximateDirectionsLabel(business.approximateLocation)}
          className="mt-3 inline-flex min-h-11 items-center gap-1.5 rounded-md border border-slate-300 px-3 text-sm font-medium hover:bg-slate-50"
        >
          <Navigation className="size-4" aria-hidden /> Cómo llegar
        </a>
      )}
    </ProfileSection>
  );
}

/** For a listing nobody owns; an imported one (`claimPath`) is 'sin reclamar' and claimable. */
export function HelpCard({
  businessName,
  claimPath,
}: {
  businessName: string;
  claimPath?: string;
}) {
  const help = helpWhatsappLink(businessName);
  if (claimPath) {
    return (
      <aside className="rounded-xl bg-brand-50 p-5 ring-1 ring-brand-100">
        <p className="text-xs font-semibold tracking-wide text-brand-800 uppercase">Sin reclamar</p>
        <p className="mt-1 font-semibold text-brand-900">¿Es tu negocio? Reclámalo</p>
        <p className="mt-1 text-sm text-brand-900">
          Este perfil se creó con datos públicos. Reclámalo para corregirlo, responder reseñas y
          elegir un plan.
        </p>
        <Link
          to={claimPath}
          className="mt-3 inline-flex min-h-11 items-center rounded-md bg-brand-700 px-3 text-sm font-semibold text-white hover:bg-brand-800"
        >
          Reclamar este negocio
        </Link>
      </aside>
    );
  }
  return (
    <aside className="rounded-xl bg-brand-50 p-5 ring-1 ring-brand-100">
      <p className="font-semibold text-brand-900">¿Es tu negocio?</p>
      <p className="mt-1 text-sm text-brand-900">
        Escríbenos por WhatsApp para actualizar la información o destacar tu perfil.
      </p>
      {help && (
        <a
          href={help}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-3 inline-flex min-h-11 items-center gap-1.5 rounded-md bg-emerald-700 px-3 text-sm font-semibold text-white hover:bg-emerald-800"
        >
          <MessageCircle className="size-4" aria-hidden /> Escribir a {BRAND}
        </a>
      )}
    </aside>
  );
}
