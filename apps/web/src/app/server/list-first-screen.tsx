// The server's copy of a list page (all businesses, a category, a place, a category in a place)
// with its first page of results, drawn before the scripts arrive by the app's own route
// components from the data the server hands over in the page (docs/decisions/028-list-pages-
// server-rendered.md). Built with the profile's renderer (vite.config.ts); the app replaces it.
import { renderToString } from 'react-dom/server';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Route, Routes, StaticRouter } from 'react-router';
import { AllBusinessesRoute } from '../routes/all-businesses';
import { CategoryPlaceRoute } from '../routes/category-place';
import { CategoryRoute } from '../routes/category';
import { HomeSections } from '../routes/home-sections';
import { LocationRoute } from '../routes/location';
import { LIST_ROUTE_PATHS, type ListRoute } from '../list-route-paths';

/** The app router's screens for the list paths (one table: list-route-paths.ts). */
const SCREENS: Record<ListRoute, () => React.JSX.Element> = {
  allBusinesses: AllBusinessesRoute,
  category: CategoryRoute,
  categoryPlace: CategoryPlaceRoute,
  location: LocationRoute,
};
const ROUTES = (Object.keys(SCREENS) as ListRoute[]).flatMap((route) =>
  LIST_ROUTE_PATHS[route].map((path) => [path, SCREENS[route]] as const),
);

/**
 * The markup of the list page at `location` (path and query) as the app's first commit draws it.
 * The home page ('/') gives only what lies below index.html's own hero: its sections, with
 * 'Negocios destacados' filled in; the server puts it into the hero's block.
 */
export function renderListFirstScreen(
  location: string,
  data: { queryKey: readonly unknown[]; data: unknown }[],
): string {
  // A client per page: nothing of one request's data may show in another's page. Nothing is
  // fetched on the server: a query without data draws its loading state, as the app's does.
  const client = new QueryClient({
    defaultOptions: { queries: { staleTime: Infinity, retry: false, enabled: false } },
  });
  for (const entry of data) client.setQueryData(entry.queryKey, entry.data);
  try {
    // Named like index.html's own first screens: a plain block that does not change the layout,
    // by which tests (e2e/support/browser.ts) tell it from the app.
    return renderToString(
      <QueryClientProvider client={client}>
        <StaticRouter location={location}>
          {location === '/' ? (
            <HomeSections />
          ) : (
            <div className="first-paint-page">
              <Routes>
                {ROUTES.map(([path, Screen]) => (
                  <Route key={path} path={path} element={<Screen />} />
                ))}
              </Routes>
            </div>
          )}
        </StaticRouter>
      </QueryClientProvider>,
    );
  } finally {
    client.clear();
  }
}
