import { useRef, useState, type ReactNode } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { MapPin, Menu, Shield, X } from 'lucide-react';
import { BRAND } from '@drd/shared/constants';
import { EmergencyButton } from './emergency-button';
import { ADMIN_LINKS, NAV_LINKS } from './nav-links';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `inline-flex min-h-11 items-center rounded-md px-2 text-sm font-medium hover:bg-brand-800 lg:px-2.5 ${
    isActive ? 'bg-brand-900' : ''
  }`;

/**
 * From 640 px up the links sit on a second row under the logo, so all
 * of them stay visible at every width; below 640 px they collapse behind the menu button.
 */
export function Header({
  counter,
  account,
  isAdmin,
}: {
  /** The site's visit counter beside the logo. */
  counter: ReactNode;
  /** Sign-in links or the account menu (shown in the top row, or in the phone menu). */
  account: ReactNode;
  isAdmin: boolean;
}) {
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
    // Stays on screen while the page scrolls, unless the visitor's text is so large that it would
    // take a third of a phone's screen (the media query's rem follows the browser's text size).
    <header
      data-sticky-header
      className="top-0 z-40 bg-brand-700 text-white shadow [@media(min-height:36rem)]:sticky"
    >
      {/* Wraps rather than overflows: with large text the logo, counter and menu button take
          two rows instead of overlapping. */}
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-2 gap-y-1 px-3 py-1.5 sm:gap-x-3 sm:px-4">
        <Link
          to="/"
          className="flex min-h-11 min-w-0 items-center gap-2 text-lg font-bold"
          aria-label={`${BRAND}, inicio`}
        >
          {/* Below 400 px the pin gives way, so the logo, the counter, the 911 and the menu keep to
              one row (a second row would take a phone's screen as the old 911 bar did). */}
          <MapPin className="size-6 shrink-0 text-amber-300 max-[399px]:hidden" aria-hidden />
          <span className="min-w-0">{BRAND}</span>
        </Link>
        {counter}
        <div className="ml-auto hidden flex-wrap items-center gap-2 sm:flex">
          <EmergencyButton />
          {account}
        </div>
        {/* A phone's 911 lives here, in the sticky header: it never covers the page. */}
        <div className="ml-auto flex shrink-0 items-center gap-1.5 sm:hidden">
          <EmergencyButton compact />
          <button
            ref={menuButton}
            type="button"
            className="inline-flex size-11 shrink-0 items-center justify-center rounded-md hover:bg-brand-800"
            aria-expanded={open}
            aria-controls="mobile-nav"
            aria-label={open ? 'Cerrar menú' : 'Abrir menú'}
            onClick={() => setOpen((v) => !v)}
          >
            {open ? <X className="size-6" aria-hidden /> : <Menu className="size-6" aria-hidden />}
          </button>
        </div>
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
                  className={(state) => `w-full ${linkClass(state)}`}
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
            {isAdmin &&
              ADMIN_LINKS.map((link) => (
                <li key={link.to}>
                  <NavLink
                    to={link.to}
                    end={link.to === '/admin'}
                    className={(state) => `w-full gap-2 ${linkClass(state)}`}
                  >
                    <Shield className="size-4 text-amber-300" aria-hidden /> {link.label}
                  </NavLink>
                </li>
              ))}
          </ul>
          <div className="mt-3 flex flex-wrap items-center gap-2">{account}</div>
        </nav>
      )}
    </header>
  );
}
