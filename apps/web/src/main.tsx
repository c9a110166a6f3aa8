import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProvider } from './app/provider';
import { createAppRouter } from './app/router';
import './styles.css';

const root = createRoot(document.getElementById('root')!);
// Evaluating the scripts and creating the router (its first read of session storage is slow)
// were one long task; yielding between them keeps the main thread free to answer a tap
// (docs/decisions/004-web-bundle-and-data-fetching.md).
setTimeout(() => {
  const router = createAppRouter();
  startTransition(() =>
    root.render(
      <StrictMode>
        <AppProvider>
          <RouterProvider router={router} />
        </AppProvider>
      </StrictMode>,
    ),
  );
}, 0);
