import { Link } from 'react-router';
import { BarChart3, CalendarClock, Eye, Mail, Settings, Ticket } from 'lucide-react';
import type { MyBusiness } from '@drd/shared/api/my-businesses';
import { businessPath } from '@drd/shared/business-path';
import { summaryLine } from '@drd/shared/insights-text';
import { useQueryClient } from '@tanstack/react-query';
import { PaymentDetails } from '../../../components/subscription/payment-details';
import { RenewButton } from '../../../components/subscription/renew-button';
import { SuspensionNote } from '../../../components/business/suspension-note';
import { subscriptionLine } from '../../../lib/subscription-text';
import { useInsightSummary } from '../api/get-insight-summaries';
import { myBusinessesKey } from '../api/get-my-businesses';
import { BADGE_LABELS, businessBadge, type BusinessBadge } from '../status';
import { CompletionChecklist } from './completion-checklist';
import { NextSteps } from './next-steps';

const BADGE_COLOURS: Record<BusinessBadge, string> = {
  pending: 'bg-amber-100 text-amber-900 ring-amber-300',
  active: 'bg-emerald-100 text-emerald-900 ring-emerald-300',
  expiring: 'bg-orange-100 text-orange-900 ring-orange-300',
  expired: 'bg-red-100 text-red-900 ring-red-300',
  rejected: 'bg-red-100 text-red-900 ring-red-300',
  suspended: 'bg-red-100 text-red-900 ring-red-300',
  unpublished: 'bg-slate-200 text-slate-800 ring-slate-400',
};

/** One of the owner's businesses: its state, its plan, what is left to pay and 'Renovar'. */
export function BusinessStatusCard({ business }: { business: MyBusiness }) {
  const queryClient = useQueryClient();
  const badge = businessBadge(business);
  const line = subscriptionLine(business.subscription);
  // A manager (decision 030) runs the business for its owner, who alone pays.
  const owner = business.role === 'owner';
  const payment = owner ? business.pendingPayment : null;
  const activated = business.subscription.state !== 'none';
  const headingId = `mi-negocio-${business.id}`;
  const summary = useInsightSummary(business.id);
  return (
    <article
      aria-labelledby={headingId}
      data-testid="my-business"
      className="space-y-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
        <div className="min-w-0">
          <h2 id={headingId} className="text-lg leading-snug font-semibold break-words">
            {business.isActive ? (
              <Link
                to={businessPath(business)}
                className="inline-flex min-h-11 items-center text-brand-800 hover:underline"
              >
                {business.name}
              </Link>
            ) : (
              business.name
            )}
          </h2>
          <p className="text-sm text-slate-600">
            {business.category} · Plan {business.package.name}
            {!owner && ' · Eres gestor'}
          </p>
        </div>
        <span
          data-testid="business-badge"
          className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-sm font-medium ring-1 ${BADGE_COLOURS[badge]}`}
        >
          {BADGE_LABELS[badge]}
        </span>
      </div>

      <NextSteps business={business} />

      {business.suspension ? (
        <SuspensionNote suspension={business.suspension} />
      ) : badge === 'rejected' ? (
        <div className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-900">
          <p className="font-semibold">Un administrador rechazó el registro de este negocio.</p>
          {business.approval.notes && (
            <p className="mt-1">Nota del administrador: {business.approval.notes}</p>
          )}
        </div>
      ) : (
        badge === 'pending' && (
          <p className="text-sm text-slate-700">
            Un administrador revisará tu negocio antes de publicarlo en el directorio.
          </p>
        )
      )}

      {line && (
        <p className="text-sm text-slate-800">
          <CalendarClock
            className="mr-1.5 inline size-4 align-[-0.2em] text-slate-500"
            aria-hidden
          />
          <span data-testid="subscription-line">{line}</span>
        </p>
      )}

      {business.isActive && summary && (
        <p className="text-sm text-slate-800" data-testid="insight-summary">
          <BarChart3 className="mr-1.5 inline size-4 align-[-0.2em] text-slate-500" aria-hidden />
          {summaryLine(summary)}
        </p>
      )}

      {/* A rejected registration is not to be paid for. */}
      {badge === 'rejected' || !owner ? null : payment ? (
        <PaymentDetails businessId={business.id} payment={payment} />
      ) : (
        business.coveredByOfferCode && (
          <p className="text-sm font-medium text-emerald-800">
            <Ticket className="mr-1.5 inline size-4 align-[-0.2em]" aria-hidden />
            Cubierto con código de oferta
          </p>
        )
      )}

      {badge !== 'rejected' && <CompletionChecklist businessId={business.id} />}

      <div className="flex flex-wrap gap-2">
        <Link
          to={`/mi-negocio/${business.id}`}
          className="inline-flex min-h-11 items-center justify-center gap-2 rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
        >
          <Settings className="size-4" aria-hidden />
          Gestionar
          <span className="sr-only"> {business.name}</span>
        </Link>
        {/* Not published yet: the owner sees the page as it will be (visitors get 404). */}
        {!business.isActive && badge !== 'rejected' && (
          <Link
            to={businessPath(business)}
            className="inline-flex min-h-11 items-center justify-center gap-2 rounded-md px-4 py-2 font-semibold text-brand-800 ring-1 ring-brand-700 hover:bg-brand-50"
          >
            <Eye className="size-4" aria-hidden />
            Vista previa
            <span className="sr-only"> de {business.name}</span>
          </Link>
        )}
        {business.unreadLeads > 0 && (
          <Link
            to={`/mi-negocio/${business.id}#mensajes`}
            data-testid="unread-leads"
            className="inline-flex min-h-11 items-center justify-center gap-2 rounded-md border border-brand-300 bg-brand-50 px-4 py-2 font-semibold text-brand-800 hover:bg-brand-100"
          >
            <Mail className="size-4" aria-hidden />
            {business.unreadLeads === 1
              ? '1 mensaje sin leer'
              : `${business.unreadLeads} mensajes sin leer`}
          </Link>
        )}
        {/* A renewal waits for the payment already due rather than adding a second one. */}
        {owner && activated && !payment && !business.suspension && (
          <RenewButton
            businessId={business.id}
            businessName={business.name}
            packageId={business.package.id}
            subscription={business.subscription}
            refresh={() =>
              queryClient.invalidateQueries({ queryKey: myBusinessesKey, exact: true })
            }
          />
        )}
      </div>
    </article>
  );
}
