import { Link } from 'react-router';
import { ExternalLink } from 'lucide-react';
import type { OwnerProfile } from '@drd/shared/api/content/profile';
import { businessPath } from '@drd/shared/business-path';
import { SUSPENSION_LABELS } from '@drd/shared/suspension';
import { SuspensionNote } from '../../../components/business/suspension-note';

const BADGE = 'inline-flex items-center rounded-full px-2.5 py-0.5 text-sm font-medium ring-1';

/** Name, tagline, category, plan and whether the business is public (or why an admin hid it). */
export function BusinessHeader({
  business,
  tagline,
}: {
  business: OwnerProfile['business'];
  tagline: string | null;
}) {
  return (
    <header className="space-y-2">
      <h1 className="text-2xl leading-tight font-bold break-words sm:text-3xl">{business.name}</h1>
      {tagline && <p className="text-slate-700">{tagline}</p>}
      <ul className="flex flex-wrap gap-2" aria-label="Estado del negocio">
        <li className={`${BADGE} bg-slate-100 text-slate-800 ring-slate-300`}>
          {business.category}
        </li>
        {business.plan && (
          <li className={`${BADGE} bg-sky-100 text-sky-900 ring-sky-300`}>Plan {business.plan}</li>
        )}
        <li
          data-testid="active-badge"
          className={`${BADGE} ${
            business.isActive
              ? 'bg-emerald-100 text-emerald-900 ring-emerald-300'
              : business.suspension?.kind === 'suspended'
                ? 'bg-red-100 text-red-900 ring-red-300'
                : 'bg-slate-200 text-slate-800 ring-slate-400'
          }`}
        >
          {business.isActive
            ? 'Activo'
            : business.suspension
              ? SUSPENSION_LABELS[business.suspension.kind]
              : 'Inactivo'}
        </li>
      </ul>
      {business.suspension && <SuspensionNote suspension={business.suspension} />}
      {business.isActive && (
        <Link
          to={businessPath(business)}
          className="inline-flex min-h-11 items-center gap-1.5 font-medium text-brand-800 hover:underline"
        >
          Ver perfil público
          <ExternalLink className="size-4" aria-hidden />
        </Link>
      )}
    </header>
  );
}
