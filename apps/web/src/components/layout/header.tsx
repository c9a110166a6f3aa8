import { lazy, Suspense, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { MapPin, Menu, Shield, X } from 'lucide-react';
import { BRAND } from '@drd/shared/constants';
import type { CurrentUser } from '@drd/shared/api/auth';
import { useUser } from '../../features/auth/api/get-user';
import { ADMIN_LINKS, NAV_LINKS } from './nav-links';
import { VisitsCounter } from './visits-counter';

// Only signed-in users need the dropdown (and its positioning library): load it on demand.
const AccountMenu = lazy(async () => ({
  default: (await import('../../features/auth/components/account-menu')).AccountMenu,
}));

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-2 py-1.5 text-sm font-medium whitespace-nowrap hover:bg-brand-800 lg:px-2.5 ${
    isActive ? 'bg-brand-900' : ''
  }`;

/** 'Mi Cuenta' for a signed-in user, otherwise the login and register buttons. */
function AccountArea({ user }: { user: CurrentUser | null | undefined }) {
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
        className="rounded-md px-3 py-1.5 text-sm font-medium whitespace-nowrap hover:bg-brand-800"
      >
        Iniciar Sesión
      </Link>
      <Link
        to="/register"
        className="rounded-md bg-amber-400 px-3 py-1.5 text-sm font-semibold whitespace-nowrap text-slate-900 hover:bg-amber-300"
      >
        Registrarse
      </Link>
    </>
  );
}

/**
 * From 640 px up (spec §9 mobile breakpoint) the links sit on a second row under the logo, so all
 * of them stay visible at every width; below 640 px they collapse behind the menu button.
 */
export function Header() {
  const { data: user } = useUser();
  const [open, setOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const location = useLocation();
  // Close the mobile menu whenever the route changes.
  const [lastPath, setLastPath] = useState(location.pathname);
  if (lastPath !== location.pathname) {
    setLastPath(location.pathname);
    setOpen(false);
  }

  return (
    <header className="sticky top-0 z-40 bg-brand-700 text-white shadow">
      <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-2.5">
        <Link
          to="/"
          className="flex shrink-0 items-center gap-2 text-lg font-bold"
          aria-label={`${BRAND}, inicio`}
        >
          {/* On the narrowest phones (320 px) the pin gives way so the row does not overflow. */}
          <MapPin className="size-6 text-amber-300 max-[359px]:hidden" aria-hidden />
          <span>{BRAND}</span>
        </Link>
        <VisitsCounter />
        <div className="ml-auto hidden items-center gap-2 sm:flex">
          <AccountArea user={user} />
        </div>
        <button
          ref={menuButton}
          type="button"
          className="ml-auto rounded-md p-2 hover:bg-brand-800 sm:hidden"
          aria-expanded={open}
          aria-controls="mobile-nav"
          aria-label={open ? 'Cerrar menú' : 'Abrir menú'}
          onClick={() => setOpen((v) => !v)}
        >
          {open ? <X className="size-6" aria-hidden /> : <Menu className="size-6" aria-hidden />}
        </button>
      </div>
      <nav aria-label="Principal" className="hidden border-t border-white/15 sm:block">
        <ul className="mx-auto flex max-w-7xl flex-wrap items-center gap-0.5 px-2 py-1.5 lg:gap-1">
          {NAV_LINKS.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} end={link.to === '/'} className={linkClass}>
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      {open && (
        <nav
          id="mobile-nav"
          aria-label="Menú"
          className="border-t border-white/20 px-4 pb-4 sm:hidden"
          onKeyDown={(event) => {
            if (event.key !== 'Escape') return;
            setOpen(false);
            menuButton.current?.focus();
          }}
        >
          <ul className="flex flex-col gap-1 pt-2">
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  end={link.to === '/'}
                  className={(state) => `block ${linkClass(state)}`}
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
            {user?.isAdmin &&
              ADMIN_LINKS.map((link) => (
                <li key={link.to}>
                  <NavLink
                    to={link.to}
                    className={(state) => `flex items-center gap-2 ${linkClass(state)}`}
                  >
                    <Shield className="size-4 text-amber-300" aria-hidden /> {link.label}
                  </NavLink>
                </li>
              ))}
          </ul>
          <div className="mt-3 flex flex-wrap items-center gap-2">
            <AccountArea user={user} />
          </div>
        </nav>
      )}
    </header>
  );
}
