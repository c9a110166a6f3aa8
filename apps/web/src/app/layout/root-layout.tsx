import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { Footer } from '../../components/layout/footer';
import { Header } from '../../components/layout/header';
import { ScrollRestoration } from '../../components/layout/scroll-restoration';
import { AfterFirstPaint } from '../../components/ui/after-first-paint';
import { useCurrentToast } from '../../components/ui/toast-store';
import { useFavoritesAccount } from '../../lib/favorites';
import { useUser } from '../../features/auth/api/get-user';
import { VerifyEmailBanner } from '../../features/auth/components/verify-email-banner';
import { ReferralCapture } from '../../features/affiliates/components/referral-capture';
import { VisitsCounter } from '../../features/visits/components/visits-counter';
import { AccountArea } from './account-area';

// The toast widget (Radix) loads with the first toast: most visits never show one.
const Toaster = lazy(async () => ({
  default: (await import('../../components/ui/toaster')).Toaster,
}));

/** The page frame. It lives in app/, not components/, because it puts features in their places. */
export function RootLayout() {
  const hasToast = useCurrentToast() !== null;
  const { data: user } = useUser();
  useFavoritesAccount(user === undefined ? undefined : (user?.id ?? null));
  return (
    <>
      <ScrollRestoration />
      <ReferralCapture />
      <a
        href="#contenido"
        className="sr-only z-50 rounded bg-white text-slate-900 focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:inline-flex focus:min-h-11 focus:items-center focus:px-3"
      >
        Saltar al contenido
      </a>
      <div className="flex min-h-screen flex-col">
        <Header
          counter={<VisitsCounter />}
          account={<AccountArea user={user} />}
          isAdmin={user?.isAdmin ?? false}
        />
        {/* At least a screen tall: while a page loads its data the footer stays below the fold
            instead of showing and then jumping down (layout shift). */}
        <VerifyEmailBanner user={user} />
        <main id="contenido" className="min-h-svh flex-1">
          <Outlet />
        </main>
        {/* The footer is a third of the first screen's elements and always below the fold:
            laying it out with the header and hero lengthened the first load's longest task. */}
        <AfterFirstPaint>
          <Footer />
        </AfterFirstPaint>
      </div>
      {hasToast && (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      )}
    </>
  );
}
