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
import { LocationRoute } from '../routes/location';

/** The same paths as the app's router (app/router.tsx). */
const ROUTES: [string, () => React.JSX.Element][] = [
  ['/todos-los-negocios', AllBusinessesRoute],
  ['/categoria/:slug', CategoryRoute],
  ['/categoria/:slug/:province', CategoryPlaceRoute],
  ['/categoria/:slug/:province/:municipality', CategoryPlaceRoute],
  ['/categoria/:slug/:province/:municipality/:district', CategoryPlaceRoute],
  ['/ubicacion/:province', LocationRoute],
  ['/ubicacion/:province/:municipality', LocationRoute],
  ['/ubicacion/:province/:municipality/:district', LocationRoute],
];

/** The markup of the list page at `location` (path and query) as the app's first commit draws it. */
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
          <div className="first-paint-page">
            <Routes>
              {ROUTES.map(([path, Screen]) => (
                <Route key={path} path={path} element={<Screen />} />
              ))}
            </Routes>
          </div>
        </StaticRouter>
      </QueryClientProvider>,
    );
  } finally {
    client.clear();
  }
}
