import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Map, MessageCircle, Store } from 'lucide-react';
import { BRAND, HELP_WHATSAPP } from '@drd/shared/constants';
import { whatsappLink } from '@drd/shared/whatsapp';
import { useDocumentTitle } from '../../components/layout/use-document-title';
import { AfterFirstPaint } from '../../components/ui/after-first-paint';
import { CategoryGrid } from '../../features/directory/components/category-grid';
import { Featured } from '../../features/directory/components/featured';
import { FilterBar } from '../../features/directory/components/filter-bar';
import { HowItWorks } from '../../features/directory/components/how-it-works';
import { LocationCard } from '../../features/directory/components/location-card';
import { ModuleExplorer } from '../../features/directory/components/module-explorer';
import { RecentBusinesses } from '../../features/directory/components/recent';
import { Results } from '../../features/directory/components/results';
import { StatsSection } from '../../features/directory/components/stats-section';
import { hasActiveFilters } from '../../features/directory/filters';
import { slugFromMarketingParam } from '../../features/directory/marketing-category';
import { useFilters } from '../../features/directory/use-filters';
import { useScrollTo } from '../../features/directory/use-scroll-to';

export function HomeRoute() {
  useDocumentTitle(null);
  const f = useFilters();
  const [params, setParams] = useSearchParams();
  const [resultsRef, scrollToResults] = useScrollTo<HTMLElement>();
  const filtering = hasActiveFilters(f.filters);

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

  const help = whatsappLink(HELP_WHATSAPP, BRAND);
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
              to="/mapa-negocios"
              className="inline-flex items-center gap-1.5 rounded-full bg-brand-800 px-3 py-1.5 hover:bg-brand-900"
            >
              <Map className="size-4" aria-hidden /> Ver en el mapa
            </Link>
            <Link
              to="/registrar-negocio"
              className="inline-flex items-center gap-1.5 rounded-full bg-brand-800 px-3 py-1.5 hover:bg-brand-900"
            >
              <Store className="size-4" aria-hidden /> Registrar mi negocio
            </Link>
            {help && (
              <a
                href={help}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center gap-1.5 rounded-full bg-brand-800 px-3 py-1.5 hover:bg-brand-900"
              >
                <MessageCircle className="size-4" aria-hidden /> ¿Necesitas ayuda?
              </a>
            )}
          </div>
        </div>
      </section>
      {/* Below the fold: each section mounts after the first paint, one per task. */}
      <div className="mx-auto max-w-7xl space-y-10 px-4 py-8">
        <AfterFirstPaint>
          <LocationCard near={f.filters.near} onNear={f.setNearMe} />
        </AfterFirstPaint>
        <AfterFirstPaint>
          <CategoryGrid
            selected={f.filters.categories}
            onSelect={(slug) => {
              f.setCategory(
                f.filters.categories.length === 1 && f.filters.categories[0] === slug ? null : slug,
              );
              scrollToResults();
            }}
          />
        </AfterFirstPaint>
        {(!filtering || f.filters.module) && (
          <AfterFirstPaint>
            <ModuleExplorer
              module={f.filters.module}
              categories={f.filters.categories}
              onModule={(id) => {
                f.setModule(id);
                if (id) scrollToResults();
              }}
              onToggleCategory={f.toggleCategory}
              onClear={() => f.setModule(null)}
            />
          </AfterFirstPaint>
        )}
        <AfterFirstPaint>
          {filtering ? (
            <Results
              ref={resultsRef}
              filters={f.filters}
              onPage={(p) => {
                f.setPage(p);
                scrollToResults();
              }}
              onClear={f.clearAll}
            />
          ) : (
            <section ref={resultsRef}>
              <Featured />
            </section>
          )}
        </AfterFirstPaint>
        <AfterFirstPaint>
          <RecentBusinesses />
        </AfterFirstPaint>
        <AfterFirstPaint>
          <StatsSection />
        </AfterFirstPaint>
        <AfterFirstPaint>
          <HowItWorks />
        </AfterFirstPaint>
      </div>
    </>
  );
}
