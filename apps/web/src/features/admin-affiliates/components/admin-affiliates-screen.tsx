import { useState } from 'react';
import { AFFILIATE_MESSAGES, type AdminPayout } from '@drd/shared/api/affiliates';
import { decimalToCents, formatUsdCents } from '@drd/shared/commission';
import { formatDate } from '@drd/shared/format';
import { Button } from '../../../components/form/button';
import { toast } from '../../../components/ui/toast-store';
import { serverMessage } from '../../../lib/api-client';
import { FormAlert } from '../../../components/form/form-alert';
import { PageLoading } from '../../../components/ui/page-loading';
import {
  useAdminAffiliates,
  useAdminPayouts,
  useMarkPayoutPaid,
  useRunPayoutBatch,
} from '../api/admin-affiliates';
import { AffiliateLedger } from './affiliate-ledger';

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
          Mes {payout.period} · {payout.commissionIds.length}{' '}
          {payout.commissionIds.length === 1 ? 'movimiento' : 'movimientos'} (
          {payout.commissionIds.map((id) => `#${id}`).join(', ')})
          {payout.paidAt ? ` · pagado el ${formatDate(payout.paidAt)}` : ''}
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

function ListFailed({ title, onRetry }: { title: string; onRetry: () => void }) {
  return (
    <div className="space-y-3">
      <FormAlert title={title}>Revisa tu conexión e inténtalo de nuevo.</FormAlert>
      <Button variant="secondary" onClick={onRetry}>
        Reintentar
      </Button>
    </div>
  );
}

const Empty = ({ children }: { children: string }) => (
  <p className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-center text-slate-600">
    {children}
  </p>
);

/** The monthly batch: a payout for every affiliate whose approved balance reaches the minimum. */
export function PayoutBatchButton() {
  const runBatch = useRunPayoutBatch();
  const onRun = () =>
    runBatch.mutate(undefined, {
      onSuccess: (answer) =>
        toast({
          title: AFFILIATE_MESSAGES.payoutsCreated,
          description:
            answer.payouts.length === 0
              ? `Nadie más alcanza ${usd(answer.minimum)} este mes (${answer.period}).`
              : `${answer.payouts.length} ${answer.payouts.length === 1 ? 'pago' : 'pagos'} del mes ${answer.period}.`,
        }),
      onError: (error) =>
        toast({
          title: 'Error',
          description: serverMessage(error, AFFILIATE_MESSAGES.payoutFailed),
          variant: 'destructive',
        }),
    });
  return (
    <Button onClick={onRun} pending={runBatch.isPending} pendingText="Generando...">
      Generar pagos del mes
    </Button>
  );
}

/** /admin/afiliados: the payouts, then the affiliates with their totals and ledgers. */
export function AdminAffiliatesScreen() {
  const affiliates = useAdminAffiliates();
  const payouts = useAdminPayouts();
  const [open, setOpen] = useState<number | null>(null);
  return (
    <>
      <section aria-labelledby="payouts-title" className="space-y-3">
        <h2 id="payouts-title" className="text-xl font-bold">
          Pagos a afiliados
        </h2>
        {payouts.isPending ? (
          <PageLoading label="Cargando pagos..." />
        ) : payouts.isError ? (
          <ListFailed
            title="No se pudieron cargar los pagos."
            onRetry={() => void payouts.refetch()}
          />
        ) : payouts.data.payouts.length === 0 ? (
          <Empty>No hay pagos a afiliados todavía. Genera los pagos del mes.</Empty>
        ) : (
          <ul className="space-y-2" data-testid="payouts-list">
            {payouts.data.payouts.map((p) => (
              <PayoutRow key={p.id} payout={p} />
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="affiliates-title" className="space-y-3">
        <h2 id="affiliates-title" className="text-xl font-bold">
          Afiliados
        </h2>
        {affiliates.isPending ? (
          <PageLoading label="Cargando afiliados..." />
        ) : affiliates.isError ? (
          <ListFailed
            title="No se pudieron cargar los afiliados."
            onRetry={() => void affiliates.refetch()}
          />
        ) : affiliates.data.affiliates.length === 0 ? (
          <Empty>No hay afiliados.</Empty>
        ) : (
          <ul className="space-y-2">
            {affiliates.data.affiliates.map((a) => (
              <li key={a.id} className="rounded-xl border border-slate-200 bg-white p-4">
                <div className="flex flex-wrap items-center justify-between gap-3">
                  <div className="min-w-0">
                    <p className="font-semibold break-words">
                      {a.username} · <span className="font-mono">{a.referralCode}</span>
                    </p>
                    <p className="text-sm text-slate-600">
                      {a.referrals} {a.referrals === 1 ? 'referido' : 'referidos'} · pendiente{' '}
                      {usd(a.pending)} · aprobada {usd(a.approved)} · pagada {usd(a.paid)} · saldo
                      por pagar {usd(a.balance)}
                    </p>
                  </div>
                  <Button
                    variant="secondary"
                    aria-expanded={open === a.id}
                    onClick={() => setOpen(open === a.id ? null : a.id)}
                  >
                    {open === a.id ? 'Ocultar comisiones' : 'Ver comisiones'}
                  </Button>
                </div>
                {open === a.id && (
                  <div className="mt-3">
                    <AffiliateLedger id={a.id} />
                  </div>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
