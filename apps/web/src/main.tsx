import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProvider } from './app/provider';
import { carrySearchIntoApp } from './app/first-paint';
import { createAppRouter } from './app/router';
import './styles.css';

const container = document.getElementById('root')!;
const root = createRoot(container);
carrySearchIntoApp(container);
// Evaluating the scripts and creating the router (its first read of session storage is slow)
// were one long task; yielding between them keeps the main thread free to answer a tap
// (docs/decisions/004-web-bundle-and-data-fetching.md).
setTimeout(() => {
  const router = createAppRouter();
  const render = () =>
    startTransition(() =>
      root.render(
        <StrictMode>
          <AppProvider>
            <RouterProvider router={router} />
          </AppProvider>
        </StrictMode>,
      ),
    );
  // index.html's first screen stays until the first route's code and data are in: rendering
  // earlier would replace its header with the router's bare loading state
  // (docs/decisions/010-first-paint.md).
  if (router.state.initialized) return render();
  const stop = router.subscribe((state) => {
    if (!state.initialized) return;
    stop();
    render();
  });
}, 0);
