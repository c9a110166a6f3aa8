import { Link } from 'react-router';
import type { MyClaim } from '@drd/shared/api/my-businesses';
import { formatDate } from '@drd/shared/format';
import { businessPath } from '@drd/shared/business-path';
import { CLAIM_LABELS } from '../status';

const CLAIM_COLOURS: Record<MyClaim['status'], string> = {
  pending: 'bg-amber-100 text-amber-900 ring-amber-300',
  approved: 'bg-emerald-100 text-emerald-900 ring-emerald-300',
  rejected: 'bg-red-100 text-red-900 ring-red-300',
};

/** The listings the person asked to claim, with the administrator's answer. */
export function ClaimsList({ claims }: { claims: MyClaim[] }) {
  return (
    <section aria-labelledby="mis-reclamos" className="space-y-3">
      <h2 id="mis-reclamos" className="text-xl font-bold">
        Mis solicitudes de reclamo
      </h2>
      <ul className="space-y-3">
        {claims.map((claim) => (
          <li
            key={claim.id}
            className="space-y-1 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
          >
            <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
              <p className="min-w-0 font-semibold break-words">
                {claim.business.isActive ? (
                  <Link
                    to={businessPath(claim.business)}
                    className="inline-flex min-h-11 items-center text-brand-800 hover:underline"
                  >
                    {claim.business.name}
                  </Link>
                ) : (
                  claim.business.name
                )}
              </p>
              <span
                className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-sm font-medium ring-1 ${CLAIM_COLOURS[claim.status]}`}
              >
                {CLAIM_LABELS[claim.status]}
              </span>
            </div>
            <p className="text-sm text-slate-600">Enviada el {formatDate(claim.createdAt)}</p>
            {claim.reviewNotes && (
              <p className="text-sm text-slate-800">Nota del administrador: {claim.reviewNotes}</p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
