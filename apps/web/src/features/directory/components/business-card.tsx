import { Link } from 'react-router';
import { Eye, MapPin, MessageCircle, Phone } from 'lucide-react';
import type { BusinessCard as Business } from '@drd/shared/api/businesses';
import { formatCountOf, initials } from '@drd/shared/format';
import { telLink, whatsappLink } from '@drd/shared/whatsapp';
import { businessPath } from '@drd/shared/business-path';
import { FavoriteButton } from '../../../components/business/favorite-button';
import { recordAction } from '../../../lib/record-action';
import { recordVisit } from '../../../lib/record-visit';
import { BusinessImage } from '../../../components/business/business-image';
import { OpeningStatus } from '../../../components/business/opening-status';
import { StarRating } from '../../../components/business/star-rating';
import { VerifiedBadge } from '../../../components/business/verified-badge';

export function BusinessCard({ business, eager = false }: { business: Business; eager?: boolean }) {
  const whatsapp = whatsappLink(business.whatsappNumber ?? business.phone, business.name);
  const tel = telLink(business.phone);
  const logoOnly =
    !business.imageUrl && !!business.logoUrl && business.cardImageUrl === business.logoUrl;
  const place = [business.districtMunicipality, business.municipality, business.province]
    .filter(Boolean)
    .join(', ');
  return (
    // The whole card opens the profile: the name's link is stretched over it (its ::after covers
    // the card), and the card's own buttons sit above that layer, so nothing is nested.
    <article
      className="relative flex w-full flex-col overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200 hover:ring-brand-300"
      data-testid="business-card"
    >
      <div className="relative aspect-[8/5] bg-slate-100">
        <BusinessImage
          src={business.cardImageUrl}
          alt=""
          eager={eager}
          // A logo is drawn whole on the grey ground; a cover or photo fills the frame.
          className={`size-full ${logoOnly ? 'object-contain p-4' : 'object-cover'}`}
        />
        {business.isHighlighted && (
          <span className="absolute top-2 left-2 rounded-full bg-amber-400 px-2.5 py-0.5 text-xs font-bold text-slate-900 shadow">
            Destacado
          </span>
        )}
        <div className="absolute top-1 right-1 z-10">
          <FavoriteButton businessId={business.id} name={business.name} />
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex items-start gap-3">
          <span
            aria-hidden
            className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm font-bold text-brand-800"
          >
            {initials(business.name)}
          </span>
          <div className="min-w-0">
            <h3 className="text-base leading-snug font-semibold">
              <Link
                to={businessPath(business)}
                onClick={() => recordVisit(business.id)}
                className="inline-flex min-h-11 min-w-11 items-center after:absolute after:inset-0 after:content-[''] hover:text-brand-700 hover:underline"
              >
                {business.name}
              </Link>
            </h3>
            <p className="text-sm text-slate-600">{business.category}</p>
            <VerifiedBadge verifiedAt={business.verifiedAt} />
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <StarRating rating={business.rating} />
          <span className="inline-flex items-center gap-1 text-xs text-slate-600">
            <Eye className="size-3.5" aria-hidden />
            {formatCountOf(business.visitCount, 'visita', 'visitas')}
          </span>
        </div>
        <p className="line-clamp-2 text-sm text-slate-700">{business.description}</p>
        <p className="flex items-start gap-1 text-sm text-slate-600">
          <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden />
          <span>
            {place}
            {business.distanceKm !== undefined && (
              <span className="ml-1 font-medium text-brand-700">
                · {business.distanceKm.toFixed(1)} km
              </span>
            )}
          </span>
        </p>
        <OpeningStatus
          hours={business.openingHours}
          closure={business.closure}
          special={business.special}
        />
        <div className="relative z-10 mt-auto flex flex-wrap gap-2 pt-2">
          {tel && (
            <a
              href={tel}
              onClick={() => recordAction(business.id, 'call')}
              className="inline-flex min-h-11 flex-1 items-center justify-center gap-1.5 rounded-md border border-slate-300 bg-white px-3 text-sm font-medium hover:bg-slate-50"
              aria-label={`Llamar a ${business.name} al ${business.phone}`}
            >
              <Phone className="size-4" aria-hidden /> {business.phone}
            </a>
          )}
          {whatsapp && (
            <a
              href={whatsapp}
              target="_blank"
              rel="noopener noreferrer"
              onClick={() => recordAction(business.id, 'whatsapp')}
              className="inline-flex min-h-11 flex-1 items-center justify-center gap-1.5 rounded-md bg-emerald-700 px-3 text-sm font-semibold text-white hover:bg-emerald-800"
              aria-label={`Escribir a ${business.name} por WhatsApp`}
            >
              <MessageCircle className="size-4" aria-hidden /> WhatsApp
            </a>
          )}
        </div>
      </div>
    </article>
  );
}
