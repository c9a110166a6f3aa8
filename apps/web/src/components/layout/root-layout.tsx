import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { AfterFirstPaint } from '../ui/after-first-paint';
import { useCurrentToast } from '../ui/toast-store';
import { EmergencyButton } from './emergency-button';
import { Footer } from './footer';
import { Header } from './header';

// The toast widget (Radix) loads with the first toast: most visits never show one.
const Toaster = lazy(async () => ({ default: (await import('../ui/toaster')).Toaster }));

export function RootLayout() {
  const hasToast = useCurrentToast() !== null;
  return (
    <>
      <a
        href="#contenido"
        className="sr-only z-50 rounded bg-white px-3 py-2 text-slate-900 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Saltar al contenido
      </a>
      <div className="flex min-h-screen flex-col">
        <Header />
        {/* At least a screen tall: while a page loads its data the footer stays below the fold
            instead of showing and then jumping down (layout shift). */}
        <main id="contenido" className="min-h-svh flex-1">
          <Outlet />
        </main>
        {/* The footer is a third of the first screen's elements and always below the fold:
            laying it out with the header and hero lengthened the first load's longest task. */}
        <AfterFirstPaint>
          <Footer />
        </AfterFirstPaint>
      </div>
      <EmergencyButton />
      {hasToast && (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      )}
    </>
  );
}
