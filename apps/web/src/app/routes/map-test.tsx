import { Link } from 'react-router';
import { DEFAULT_POINT, MAP_PAGE_HEIGHT_PX, MAP_SINGLE_MARKER_ZOOM } from '@drd/shared/constants';
import { useDocumentTitle } from '../../components/layout/use-document-title';
import { BusinessMap } from '../../features/map/components/business-map';

const PIN = { coords: DEFAULT_POINT, title: 'Puerto Plata' };

/** One map centred on Puerto Plata, to check the map works. */
export function MapTestRoute() {
  useDocumentTitle('Prueba de mapa');
  return (
    <section className="mx-auto max-w-4xl px-4 py-8">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">Prueba de mapa</h1>
        <Link
          to="/"
          className="inline-flex min-h-11 items-center rounded-md bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800"
        >
          Volver al inicio
        </Link>
      </div>
      <BusinessMap
        label="Mapa de prueba centrado en Puerto Plata"
        heightPx={MAP_PAGE_HEIGHT_PX}
        center={DEFAULT_POINT}
        zoom={MAP_SINGLE_MARKER_ZOOM}
        pin={PIN}
      />
    </section>
  );
}
