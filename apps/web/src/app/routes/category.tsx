import { useParams } from 'react-router';
import { categoryTitle } from '@drd/shared/categories';
import { useDocumentTitle } from '../../components/layout/use-document-title';
import { Breadcrumbs } from '../../components/ui/breadcrumbs';
import { CategoryPlaceLinks } from '../../features/category-places/components/category-place-links';
import { FilterBar } from '../../features/directory/components/filter-bar';
import { Results } from '../../features/directory/components/results';
import { useFilters } from '../../lib/use-filters';

export function CategoryRoute() {
  const { slug = '' } = useParams();
  const title = categoryTitle(slug);
  useDocumentTitle(title);
  const f = useFilters();
  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-8">
      <Breadcrumbs trail={[{ name: 'Inicio', to: '/' }, { name: title }]} />
      <h1 className="text-2xl font-bold sm:text-3xl">{title}</h1>
      <FilterBar />
      <Results
        heading={`Negocios de ${title}`}
        countStyle="found"
        filters={{ ...f.filters, categories: [slug], module: null }}
        onPage={(page) => {
          f.setPage(page);
          window.scrollTo({ top: 0, behavior: 'smooth' });
        }}
        onClear={f.clearAll}
        wayOut={f.openNowWayOut}
        onReading={f.applyReading}
      />
      <CategoryPlaceLinks slug={slug} name={title} />
    </div>
  );
}
