import { Link } from 'react-router';
import { ExternalLink, MapPin } from 'lucide-react';
import type { BusinessDetail } from '@drd/shared/api/businesses';
import { businessPath } from '@drd/shared/business-path';
import { formatCount } from '@drd/shared/format';
import { planLines, PLAN_FEATURES } from '@drd/shared/plans';
import { BusinessImage } from '../../../components/business/business-image';
import { PlanLink } from './plan-link';

/** The business's public page in a card: what a visitor finds first, with a link to the real one. */
export function ProfileDemo({ business }: { business: BusinessDetail }) {
  const place = business.districtMunicipality ?? business.municipality;
  return (
    <div>
      <p className="mb-4 text-slate-700">
        Tu perfil con los datos, el horario, el logo y la portada, y los botones para llamarte o
        escribirte por WhatsApp.
      </p>
      <article className="overflow-hidden rounded-xl bg-white ring-1 ring-slate-200">
        <BusinessImage
          src={business.imageUrl}
          alt={`Portada de ${business.name}`}
          className="aspect-[3/1] w-full bg-slate-100 object-cover"
          sizes="(min-width: 1024px) 900px, 100vw"
        />
        <div className="flex items-start gap-3 p-4">
          {business.logoUrl && (
            <BusinessImage
              src={business.logoUrl}
              alt={`Logo de ${business.name}`}
              className="size-14 shrink-0 rounded-lg bg-white object-cover ring-1 ring-slate-200"
              sizes="56px"
            />
          )}
          <div className="min-w-0">
            <h3 className="text-lg font-bold text-slate-900" data-testid="showcase-name">
              {business.name}
            </h3>
            <p className="text-sm text-slate-600">
              {business.category} · <MapPin className="inline size-3.5 align-[-2px]" aria-hidden />{' '}
              {place}, {business.province}
            </p>
            {business.tagline && <p className="mt-1 text-slate-700">{business.tagline}</p>}
          </div>
        </div>
        <p className="border-t border-slate-100 px-4 py-3">
          <Link
            to={businessPath(business)}
            className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-brand-700 underline hover:text-brand-900"
          >
            Ver el perfil de {business.name}
            <ExternalLink className="size-4 shrink-0" aria-hidden />
          </Link>
        </p>
      </article>
      <PlanLink feature="listing" />
    </div>
  );
}

/** The first photos of its gallery, and how many the plans allow. */
export function GalleryDemo({ business }: { business: BusinessDetail }) {
  const photos = business.gallery;
  return (
    <div>
      <p className="mb-4 text-slate-700">
        Sube fotos desde tu teléfono; cada una se revisa antes de publicarse.{' '}
        {photos.length === 1
          ? 'Este negocio tiene 1 foto publicada.'
          : `Este negocio tiene ${formatCount(photos.length)} fotos publicadas.`}
      </p>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {photos.slice(0, 6).map((photo) => (
          <li key={photo.id} className="overflow-hidden rounded-lg bg-white ring-1 ring-slate-200">
            <BusinessImage
              src={photo.imageUrl}
              alt={photo.caption ?? `Foto de ${business.name}`}
              className="aspect-[4/3] w-full bg-slate-100 object-cover"
              sizes="(min-width: 640px) 300px, 50vw"
            />
            {photo.caption && <p className="p-2 text-sm text-slate-700">{photo.caption}</p>}
          </li>
        ))}
      </ul>
      <PlanLink feature="listing" sells={planLines(PLAN_FEATURES.listing.from).photos} />
    </div>
  );
}
