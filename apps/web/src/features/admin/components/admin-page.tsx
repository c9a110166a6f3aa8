import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { ADMIN_LINKS } from '../../../components/layout/nav-links';
import { useDocumentTitle } from '../../../components/layout/use-document-title';
import { useAdminCounts } from '../api/get-admin-counts';
import { waitingOn } from '../waiting-count';

interface AdminPageProps {
  title: string;
  description?: ReactNode;
  /** The page's main action, beside the title (the offer codes' 'Generar código'). */
  action?: ReactNode;
  children: ReactNode;
}

/** The frame of every admin screen: the admin sections as tabs, the title, then the content. */
export function AdminPage({ title, description, action, children }: AdminPageProps) {
  useDocumentTitle(title);
  const counts = useAdminCounts();
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-6 sm:py-8">
      <nav aria-label="Administración" className="-mx-1">
        <ul className="flex flex-wrap gap-1">
          {ADMIN_LINKS.map((link) => (
            <li key={link.to}>
              <NavLink
                to={link.to}
                end={link.to === '/admin'}
                className={({ isActive }) =>
                  `inline-flex min-h-11 items-center gap-1.5 rounded-md px-3 text-sm font-medium ${
                    isActive
                      ? 'bg-brand-700 text-white'
                      : 'border border-slate-300 bg-white text-slate-800 hover:bg-slate-50'
                  }`
                }
              >
                {link.label}
                <WaitingBadge count={waitingOn(counts.data, link.to)} />
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold break-words sm:text-3xl">{title}</h1>
          {description && <p className="mt-1 text-slate-600">{description}</p>}
        </div>
        {action}
      </div>
      {children}
    </div>
  );
}

/** How many wait on a tab; nothing when none does. */
function WaitingBadge({ count }: { count: number | undefined }) {
  if (!count) return null;
  return (
    <span className="rounded-full bg-amber-400 px-1.5 text-xs font-bold text-slate-900">
      {count}
      <span className="sr-only"> pendientes</span>
    </span>
  );
}
