// One business's popup on the map: what a card says to decide (status line, call, WhatsApp) and
// the way to its profile. The contact details come with the profile's own query, so opening the
// profile from here finds them already loaded.
import { useLayoutEffect } from 'react';
import { Link } from 'react-router';
import { skipToken, useQuery } from '@tanstack/react-query';
import { MessageCircle, Phone } from 'lucide-react';
import type { BusinessCard } from '@drd/shared/api/businesses';
import { businessPath } from '@drd/shared/business-path';
import type { MapPoint } from '@drd/shared/api/map';
import { telLink, whatsappLink } from '@drd/shared/whatsapp';
import { OpeningStatus } from '../../../components/business/opening-status';

/** What the popup needs beyond the map point. */
export type PopupDetails = Pick<
  BusinessCard,
  'name' | 'phone' | 'whatsappNumber' | 'openingHours' | 'closure'
>;

/** The query that brings a business's details (the profile's, passed in by the page). */
export type PopupDetailsQuery = (id: number) => {
  queryKey: readonly unknown[];
  queryFn: () => Promise<PopupDetails>;
};

const BUTTON =
  'inline-flex min-h-11 flex-1 items-center justify-center gap-1.5 rounded-md px-2 text-sm whitespace-nowrap no-underline';

export function MapPopup({
  point,
  detailsQuery,
  onLayout,
}: {
  point: MapPoint;
  detailsQuery: PopupDetailsQuery | null;
  /** After the content changes size, so Leaflet lays the popup out again. */
  onLayout: () => void;
}) {
  const options = detailsQuery?.(point.id);
  const details = useQuery({
    queryKey: options?.queryKey ?? ['map-popup', point.id],
    queryFn: options?.queryFn ?? skipToken,
  });
  useLayoutEffect(onLayout, [onLayout, details.status]);
  const business = details.data;
  const tel = business ? telLink(business.phone) : null;
  const whatsapp = business
    ? whatsappLink(business.whatsappNumber ?? business.phone, business.name)
    : null;
  const address = [point.address, point.municipality].filter(Boolean).join(', ');
  return (
    <div className="w-60 space-y-0.5 font-sans text-sm text-slate-700">
      {/* Clear of the close button in the corner. */}
      <p className="pr-6 text-base font-semibold text-slate-900">{point.name}</p>
      <p className="text-brand-700">{point.category}</p>
      {address && <p className="text-slate-600">{address}</p>}
      <div className="min-h-6 pt-1">
        {business ? (
          <OpeningStatus hours={business.openingHours} closure={business.closure} />
        ) : !details.isLoading ? null : (
          <p className="text-sm text-slate-500">Cargando horario...</p>
        )}
      </div>
      {(tel || whatsapp) && (
        <div className="flex gap-2 pt-1.5">
          {tel && (
            <a
              href={tel}
              className={`${BUTTON} border border-slate-300 bg-white font-medium text-slate-800! hover:bg-slate-50`}
              aria-label={`Llamar a ${point.name} al ${business!.phone}`}
            >
              <Phone className="size-4" aria-hidden /> Llamar
            </a>
          )}
          {whatsapp && (
            <a
              href={whatsapp}
              target="_blank"
              rel="noopener noreferrer"
              className={`${BUTTON} bg-emerald-700 font-semibold text-white! hover:bg-emerald-800`}
              aria-label={`Escribir a ${point.name} por WhatsApp`}
            >
              <MessageCircle className="size-4" aria-hidden /> WhatsApp
            </a>
          )}
        </div>
      )}
      <Link
        to={businessPath(point)}
        className={`${BUTTON} mt-2 w-full bg-brand-700 font-semibold text-white! hover:bg-brand-800`}
      >
        Ver perfil
      </Link>
    </div>
  );
}
