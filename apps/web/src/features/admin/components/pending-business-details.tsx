// Everything approving a new business publishes, as the administrator checks it: the facts, the
// pin on a small map (Leaflet loads only here), the logo, cover and photos, and the preview link.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ExternalLink } from 'lucide-react';
import { businessPath } from '@drd/shared/business-path';
import {
  BUSINESS_FEATURE_LABELS,
  WEEKDAYS,
  WEEKDAY_LABELS,
  type BusinessFeature,
} from '@drd/shared/constants';
import { dayHoursText } from '@drd/shared/opening-hours';
import { BusinessImage } from '../../../components/business/business-image';
import { PinPreview } from '../../../components/map/pin-preview';
import { isPriceRange, PRICE_RANGE_LABELS } from '../../../lib/price-range';
import type { PendingBusiness } from '../api/get-pending-businesses';
import { DismissedDuplicatesNote } from './dismissed-duplicates-note';

function Field({ label, wide, children }: { label: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={wide ? 'min-w-0 min-[480px]:col-span-2' : 'min-w-0'}>
      <dt className="text-xs font-medium text-slate-600">{label}</dt>
      <dd className="text-sm break-words whitespace-pre-line">{children || 'No indicado'}</dd>
    </div>
  );
}

const isFeature = (key: string): key is BusinessFeature => key in BUSINESS_FEATURE_LABELS;

export function PendingBusinessDetails({ business }: { business: PendingBusiness }) {
  const d = business.detail;
  const place = [d.districtMunicipality, d.municipality, d.province].filter(Boolean).join(', ');
  const features = Object.entries(d.features)
    .filter(([key, on]) => on && isFeature(key))
    .map(([key]) => BUSINESS_FEATURE_LABELS[key as BusinessFeature]);
  const social = [
    ...Object.entries(d.socialMedia).map(([platform, url]) => `${platform}: ${url}`),
    ...d.socialLinks.map((l) => `${l.platform}: ${l.url}`),
  ];
  return (
    <div className="space-y-4" data-testid="pending-business-details">
      <DismissedDuplicatesNote duplicates={business.dismissedDuplicates} />
      <div className="grid grid-cols-[5rem_1fr] gap-3">
        <figure className="space-y-1">
          <BusinessImage
            src={d.logoUrl}
            alt={`Logo de ${d.name}`}
            className="size-20 rounded-lg border border-slate-200 object-cover"
            sizes="80px"
          />
          <figcaption className="text-xs text-slate-600">Logo</figcaption>
        </figure>
        <figure className="min-w-0 space-y-1">
          <BusinessImage
            src={d.imageUrl}
            alt={`Portada de ${d.name}`}
            className="aspect-[16/9] max-h-40 w-full max-w-sm rounded-lg border border-slate-200 object-cover"
            sizes="(min-width: 640px) 400px, 70vw"
          />
          <figcaption className="text-xs text-slate-600">Portada</figcaption>
        </figure>
      </div>
      <dl className="grid grid-cols-1 gap-3 min-[480px]:grid-cols-2">
        <Field label="Categoría">{d.category}</Field>
        <Field label="Lema">{d.tagline}</Field>
        <Field label="Descripción" wide>
          {d.description}
        </Field>
        <Field label="Dirección">{d.address}</Field>
        <Field label="Lugar">{place}</Field>
        <Field label="Teléfono">{d.phone}</Field>
        <Field label="WhatsApp">{d.whatsappNumber}</Field>
        <Field label="Correo">{d.email}</Field>
        <Field label="Correo de contacto">{d.contactEmail}</Field>
        <Field label="Sitio web">{d.website}</Field>
        <Field label="Rango de precios">
          {isPriceRange(d.priceRange) ? PRICE_RANGE_LABELS[d.priceRange] : null}
        </Field>
        <Field label="Horario">
          {d.openingHours
            ? WEEKDAYS.map(
                (day) => `${WEEKDAY_LABELS[day]}: ${dayHoursText(d.openingHours![day])}`,
              ).join('\n')
            : null}
        </Field>
        <Field label="Servicios">{features.join(', ')}</Field>
        <Field label="Redes sociales">{social.join('\n')}</Field>
        <Field label="Reseñas">{d.reviewsEnabled ? 'Activadas' : 'Desactivadas'}</Field>
      </dl>
      {d.coords ? (
        <PinPreview pin={d.coords} label={`Ubicación de ${d.name} en el mapa`} />
      ) : (
        <p className="text-sm text-slate-600">Sin ubicación en el mapa.</p>
      )}
      <section aria-label={`Fotos de ${d.name}`} className="space-y-2">
        <h3 className="text-sm font-semibold">Fotos ({d.gallery.length})</h3>
        {d.gallery.length > 0 ? (
          <ul className="grid grid-cols-[repeat(auto-fill,minmax(6rem,1fr))] gap-2 sm:grid-cols-[repeat(auto-fill,minmax(8rem,1fr))]">
            {d.gallery.map((photo) => (
              <li key={photo.id}>
                <BusinessImage
                  src={photo.imageUrl}
                  alt={photo.caption ?? `Foto de ${d.name}`}
                  className="aspect-square w-full rounded-md object-cover"
                  sizes="120px"
                />
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-slate-600">Sin fotos aprobadas.</p>
        )}
        {business.waitingChanges > 0 && (
          <p className="text-sm">
            {business.waitingChanges === 1
              ? '1 cambio más (fotos u otro contenido) espera su propia revisión: '
              : `${business.waitingChanges} cambios más (fotos u otro contenido) esperan su propia revisión: `}
            <Link
              className="text-brand-800 underline"
              to={`/admin/submissions?negocio=${business.id}`}
            >
              Revisar cambios
            </Link>
          </p>
        )}
      </section>
      <a
        className="text-brand-800 inline-flex min-h-11 items-center gap-1 font-semibold underline"
        href={businessPath(d)}
        target="_blank"
        rel="noopener"
      >
        Ver vista previa del perfil <ExternalLink className="size-4" aria-hidden />
      </a>
    </div>
  );
}
