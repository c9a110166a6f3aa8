import { useState } from 'react';
import { HOME_FEATURED_QUERY } from '@drd/shared/list-page-query';
import { WhenVisible } from '../../../components/ui/when-visible';
import { useBusinesses } from '../api/get-businesses';
import { BusinessGrid, GridSkeleton } from './business-grid';

/** The first businesses of the default order (highlighted first), while no filter is active. */
export function Featured() {
  const { data, isPending } = useBusinesses(HOME_FEATURED_QUERY);
  // Handed over by the server with the page (decision 028): drawn at once, in the same boxes as
  // the server's copy, instead of waiting to scroll near.
  const [readyAtMount] = useState(data !== undefined);
  return (
    <section aria-labelledby="destacados" data-home-featured>
      <h2 id="destacados" className="mb-4 text-xl font-bold">
        Negocios destacados
      </h2>
      {isPending ? (
        <p className="text-sm text-slate-600">Cargando...</p>
      ) : data && readyAtMount ? (
        // Under the hero: its photos need not race the app's scripts.
        <BusinessGrid businesses={data.businesses} immediate eagerImages={0} />
      ) : data ? (
        // Below the fold on a phone: its cards (the heaviest part of the home page) are drawn
        // when it scrolls near, not during the first load.
        <WhenVisible placeholder={<GridSkeleton count={data.businesses.length} />}>
          <BusinessGrid businesses={data.businesses} />
        </WhenVisible>
      ) : (
        <GridSkeleton count={3} />
      )}
    </section>
  );
}
