import { lazy, Suspense, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { MapPin, Menu, Shield, X } from 'lucide-react';
import { BRAND } from '@drd/shared/constants';
import { useUser } from '../../features/auth/api/get-user';
import { ADMIN_LINKS, NAV_LINKS } from './nav-links';
import { VisitsCounter } from './visits-counter';

// Only signed-in users need the dropdown (and its positioning library): load it on demand.
const AccountMenu = lazy(async () => ({
  default: (await import('../../features/auth/components/account-menu')).AccountMenu,
}));

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-2.5 py-1.5 text-sm font-medium hover:bg-white/10 ${isActive ? 'bg-white/15' : ''}`;

export function Header() {
  const { data: user } = useUser();
  const [open, setOpen] = useState(false);
  const location = useLocation();
  // Close the mobile menu whenever the route changes.
  const [lastPath, setLastPath] = useState(location.pathname);
  if (lastPath !== location.pathname) {
    setLastPath(location.pathname);
    setOpen(false);
  }

  const authLinks = user ? null : (
    <>
      <Link to="/login" className="rounded-md px-3 py-1.5 text-sm font-medium hover:bg-white/10">
        Iniciar Sesión
      </Link>
      <Link
        to="/register"
        className="rounded-md bg-amber-400 px-3 py-1.5 text-sm font-semibold text-slate-900 hover:bg-amber-300"
      >
        Registrarse
      </Link>
    </>
  );

  return (
    <header className="sticky top-0 z-40 bg-brand-700 text-white shadow">
      <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-3">
        <Link
          to="/"
          className="flex items-center gap-2 text-lg font-bold"
          aria-label={`${BRAND}, inicio`}
        >
          <MapPin className="size-6 text-amber-300" aria-hidden />
          <span>{BRAND}</span>
        </Link>
        <VisitsCounter />
        <nav aria-label="Principal" className="ml-auto hidden items-center gap-1 lg:flex">
          {NAV_LINKS.slice(0, 6).map((link) => (
            <NavLink key={link.to} to={link.to} end={link.to === '/'} className={linkClass}>
              {link.label}
            </NavLink>
          ))}
        </nav>
        <div className="ml-auto hidden items-center gap-2 sm:flex lg:ml-2">
          {user ? (
            <Suspense fallback={null}>
              <AccountMenu user={user} />
            </Suspense>
          ) : (
            authLinks
          )}
        </div>
        <button
          type="button"
          className="ml-auto rounded-md p-2 hover:bg-white/10 sm:ml-0 lg:hidden"
          aria-expanded={open}
          aria-controls="mobile-nav"
          aria-label={open ? 'Cerrar menú' : 'Abrir menú'}
          onClick={() => setOpen((v) => !v)}
        >
          {open ? <X className="size-6" aria-hidden /> : <Menu className="size-6" aria-hidden />}
        </button>
      </div>
      {open && (
        <nav
          id="mobile-nav"
          aria-label="Menú"
          className="border-t border-white/20 px-4 pb-4 lg:hidden"
        >
          <ul className="flex flex-col gap-1 pt-2">
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  end={link.to === '/'}
                  className={`block ${linkClass({ isActive: false })}`}
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
                    className="flex items-center gap-2 rounded-md px-2.5 py-1.5 text-sm font-medium hover:bg-white/10"
                  >
                    <Shield className="size-4 text-amber-300" aria-hidden /> {link.label}
                  </NavLink>
                </li>
              ))}
          </ul>
          <div className="mt-3 flex flex-wrap items-center gap-2 sm:hidden">
            {user ? (
              <Suspense fallback={null}>
                <AccountMenu user={user} />
              </Suspense>
            ) : (
              authLinks
            )}
          </div>
        </nav>
      )}
    </header>
  );
}
