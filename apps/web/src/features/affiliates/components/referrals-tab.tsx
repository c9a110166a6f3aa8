import type { DashboardReferral } from '@drd/shared/api/affiliates';
import { formatDate } from '@drd/shared/format';
import { Link } from 'react-router';
import { businessPath } from '@drd/shared/business-path';

const REFERRAL_STATUS: Record<string, string> = { active: 'Activo', pending: 'Pendiente' };

export function ReferralsTab({ referrals }: { referrals: DashboardReferral[] }) {
  if (referrals.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-center text-slate-600">
        Aún no tienes referidos. Comparte tu enlace con dueños de negocios.
      </p>
    );
  }
  return (
    <ul className="space-y-3" data-testid="referrals-list">
      {referrals.map((r) => (
        <li key={r.referralId} className="rounded-xl border border-slate-200 bg-white p-4">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <p className="font-semibold break-words">{r.user.username}</p>
            <p className="text-sm text-slate-600">
              {formatDate(r.referralDate)} · {REFERRAL_STATUS[r.referralStatus] ?? r.referralStatus}
            </p>
          </div>
          {r.businesses.length > 0 ? (
            <ul className="mt-2 space-y-1 text-sm">
              {r.businesses.map((b) => (
                <li key={b.id}>
                  <Link to={businessPath(b)} className="text-brand-800 underline">
                    {b.name}
                  </Link>{' '}
                  <span className="text-slate-600">· {b.category}</span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-2 text-sm text-slate-600">Todavía no ha registrado un negocio.</p>
          )}
        </li>
      ))}
    </ul>
  );
}
