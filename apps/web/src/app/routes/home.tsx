import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Map, MessageCircle, Store } from 'lucide-react';
import { useDocumentTitle } from '../../components/layout/use-document-title';
import { FilterBar } from '../../features/directory/components/filter-bar';
import { slugFromMarketingParam } from '../../features/directory/marketing-category';
import { filtersToParams } from '../../lib/filters';
import { helpWhatsappLink } from '../../lib/help-link';
import { useFilters } from '../../lib/use-filters';
import { HomeSections } from './home-sections';

export function HomeRoute() {
  useDocumentTitle(null);
  const f = useFilters();
  const [params, setParams] = useSearchParams();

  // /?categoria=Restaurantes (marketing links) becomes the category filter.
  const marketing = params.get('categoria');
  useEffect(() => {
    if (marketing === null) return;
    const slug = slugFromMarketingParam(marketing);
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.delete('categoria');
        if (slug) next.set('categorias', slug);
        return next;
      },
      { replace: true },
    );
  }, [marketing, setParams]);

  const help = helpWhatsappLink();
  // The map opens on the list's filters (near me too), as its 'Ver como lista' comes back with them.
  const mapSearch = filtersToParams({ ...f.filters, page: 1 }).toString();
  return (
    <>
      <section className="bg-gradient-to-br from-brand-700 to-brand-900 px-4 pt-10 pb-8 text-white">
        <div className="mx-auto max-w-4xl">
          <h1 className="text-center text-3xl font-bold sm:text-4xl">
            Encuentra negocios en República Dominicana
          </h1>
          <p className="mt-2 text-center text-brand-100">
            Restaurantes, farmacias, hoteles, colmados y más: llama o escribe por WhatsApp en dos
            toques.
          </p>
          <div className="mt-6">
            <FilterBar />
          </div>
          <div className="mt-4 flex flex-wrap justify-center gap-2 text-sm">
            <Link
              to={mapSearch ? `/mapa-negocios?${mapSearch}` : '/mapa-negocios'}
              className="inline-flex min-h-11 items-center gap-1.5 rounded-full bg-brand-800 px-3 hover:bg-brand-900"
            >
              <Map className="size-4" aria-hidden /> Ver en el mapa
            </Link>
            <Link
              to="/registrar-negocio"
              className="inline-flex min-h-11 items-center gap-1.5 rounded-full bg-brand-800 px-3 hover:bg-brand-900"
            >
              <Store className="size-4" aria-hidden /> Registrar mi negocio
            </Link>
            {help && (
              <a
                href={help}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex min-h-11 items-center gap-1.5 rounded-full bg-brand-800 px-3 hover:bg-brand-900"
              >
                <MessageCircle className="size-4" aria-hidden /> ¿Necesitas ayuda?
              </a>
            )}
          </div>
        </div>
      </section>
      <HomeSections />
    </>
  );
}
