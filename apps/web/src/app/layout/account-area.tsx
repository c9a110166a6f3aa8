import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import type { CurrentUser } from '@drd/shared/api/auth';

// Only signed-in users need the dropdown (and its positioning library): load it on demand.
const AccountMenu = lazy(async () => ({
  default: (await import('../../features/auth/components/account-menu')).AccountMenu,
}));

/** 'Mi Cuenta' for a signed-in user, otherwise the login and register buttons. */
export function AccountArea({ user }: { user: CurrentUser | null | undefined }) {
  if (user) {
    return (
      <Suspense fallback={null}>
        <AccountMenu user={user} />
      </Suspense>
    );
  }
  return (
    <>
      <Link
        to="/login"
        className="inline-flex min-h-11 items-center rounded-md px-3 text-sm font-medium hover:bg-brand-800"
      >
        Iniciar Sesión
      </Link>
      <Link
        to="/register"
        className="inline-flex min-h-11 items-center rounded-md bg-amber-400 px-3 text-sm font-semibold text-slate-900 hover:bg-amber-300"
      >
        Registrarse
      </Link>
    </>
  );
}
