import { AFFILIATE_MESSAGES, type AdminPayout } from '@drd/shared/api/affiliates';
import { centsToDecimal, decimalToCents, formatUsdCents } from '@drd/shared/commission';
import { formatDate, formatMonth } from '@drd/shared/format';
import { Button } from '../../../components/form/button';
import { toast } from '../../../components/ui/toast-store';
import { serverMessage } from '../../../lib/api-client';
import { useMarkPayoutPaid } from '../api/admin-affiliates';

const usd = (amount: string) => formatUsdCents(decimalToCents(amount));

function PayoutRow({ payout }: { payout: AdminPayout }) {
  const markPaid = useMarkPayoutPaid();
  const onPaid = () =>
    markPaid.mutate(payout.id, {
      onSuccess: () =>
        toast({
          title: AFFILIATE_MESSAGES.payoutPaid,
          description: `${payout.affiliate.username}: ${usd(payout.amount)}`,
        }),
      onError: (error) =>
        toast({
          title: 'Error',
          description: serverMessage(error, AFFILIATE_MESSAGES.payoutFailed),
          variant: 'destructive',
        }),
    });
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-200 bg-white p-4">
      <div className="min-w-0">
        <p className="font-semibold break-words">
          {payout.affiliate.username} · {usd(payout.amount)}
        </p>
        <p className="text-sm text-slate-600">
          Creado el {formatDate(payout.createdAt)} · {payout.commissionIds.length}{' '}
          {payout.commissionIds.length === 1 ? 'movimiento' : 'movimientos'} (
          {payout.commissionIds.map((id) => `#${id}`).join(', ')})
          {payout.paidAt ? ` · pagado el ${formatDate(payout.paidAt)}` : ''}
        </p>
        <p className="text-sm break-words text-slate-700">
          {payout.affiliate.payoutTo
            ? `Pagar a: ${payout.affiliate.payoutTo}`
            : 'Sin datos de pago: el afiliado los indica en Mi cuenta'}
        </p>
      </div>
      {payout.status === 'paid' ? (
        <span className="inline-flex rounded-full bg-emerald-100 px-2.5 py-0.5 text-sm font-semibold text-emerald-900">
          Pagada
        </span>
      ) : (
        <Button onClick={onPaid} pending={markPaid.isPending} pendingText="Guardando...">
          Marcar como pagado
        </Button>
      )}
    </li>
  );
}

/** The payouts by month, newest month first, each with its total and what is still to pay. */
export function PayoutHistory({ payouts }: { payouts: AdminPayout[] }) {
  const months = new Map<string, AdminPayout[]>();
  for (const payout of payouts)
    months.set(payout.period, [...(months.get(payout.period) ?? []), payout]);
  const periods = [...months.keys()].sort().reverse();
  return (
    <div className="space-y-5" data-testid="payouts-list">
      {periods.map((period) => {
        const rows = months.get(period) ?? [];
        const total = rows.reduce((sum, p) => sum + decimalToCents(p.amount), 0);
        const unpaid = rows.filter((p) => p.status !== 'paid').length;
        const headingId = `payouts-${period}`;
        return (
          <section key={period} aria-labelledby={headingId} className="space-y-2">
            <h3 id={headingId} className="font-semibold first-letter:uppercase">
              {formatMonth(period)}
              <span className="font-normal text-slate-600">
                {' '}
                · {rows.length} {rows.length === 1 ? 'pago' : 'pagos'} ·{' '}
                {usd(centsToDecimal(total))}
                {unpaid > 0 ? ` · ${unpaid} por pagar` : ' · todo pagado'}
              </span>
            </h3>
            <ul className="space-y-2">
              {rows.map((p) => (
                <PayoutRow key={p.id} payout={p} />
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
