// The home page below the hero. The server draws it too (app/server/list-first-screen.tsx) with
// 'Negocios destacados' filled in (decision 028): that section comes first, so the sections that
// mount after the first paint go below it and it does not move when the app takes over.
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { HOME_FEATURED_QUERY } from '@drd/shared/list-page-query';
import { AfterFirstPaint } from '../../components/ui/after-first-paint';
import { businessesKey } from '../../features/directory/api/get-businesses';
import { CategoryGrid } from '../../features/directory/components/category-grid';
import { Featured } from '../../features/directory/components/featured';
import { HowItWorks } from '../../features/directory/components/how-it-works';
import { LocationCard } from '../../features/directory/components/location-card';
import { ModuleExplorer } from '../../features/directory/components/module-explorer';
import { RecentBusinesses } from '../../features/directory/components/recent';
import { Results } from '../../features/directory/components/results';
import { StatsSection } from '../../features/directory/components/stats-section';
import { scrollToResults } from '../../features/directory/scroll-to-results';
import { hasActiveFilters } from '../../lib/filters';
import { useFilters } from '../../lib/use-filters';

export function HomeSections() {
  const f = useFilters();
  const filtering = hasActiveFilters(f.filters);
  const queryClient = useQueryClient();
  // In the page already (the server's copy): part of the first commit, where the server drew it.
  const [featuredAtMount] = useState(
    () => queryClient.getQueryData(businessesKey(HOME_FEATURED_QUERY)) !== undefined,
  );
  return (
    // Below the fold: each section mounts after the first paint, one per task. A search or a
    // filter puts its results right under the filters, where Enter brings the visitor.
    <div className="mx-auto max-w-7xl space-y-10 px-4 py-8">
      {filtering && (
        <AfterFirstPaint>
          <Results
            filters={f.filters}
            onPage={(p) => {
              f.setPage(p);
              scrollToResults();
            }}
            onClear={f.clearAll}
            wayOut={f.openNowWayOut}
            onReading={f.applyReading}
          />
        </AfterFirstPaint>
      )}
      {!filtering &&
        (featuredAtMount ? (
          <Featured />
        ) : (
          <AfterFirstPaint>
            <Featured />
          </AfterFirstPaint>
        ))}
      <AfterFirstPaint>
        <LocationCard
          near={f.filters.near}
          onNear={(near) => {
            f.setNearMe(near);
            if (near) scrollToResults();
          }}
        />
      </AfterFirstPaint>
      <AfterFirstPaint>
        <CategoryGrid
          selected={f.filters.categories}
          onSelect={(slug) => {
            const same = f.filters.categories.length === 1 && f.filters.categories[0] === slug;
            f.setCategory(same ? null : slug);
            if (!same) scrollToResults();
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
        <RecentBusinesses />
      </AfterFirstPaint>
      <AfterFirstPaint>
        <StatsSection />
      </AfterFirstPaint>
      <AfterFirstPaint>
        <HowItWorks />
      </AfterFirstPaint>
    </div>
  );
}
