import { useState } from 'react';
import { AFFILIATE_MESSAGES } from '@drd/shared/api/affiliates';
import { decimalToCents, formatUsdCents } from '@drd/shared/commission';
import { formatMonth } from '@drd/shared/format';
import { Button } from '../../../components/form/button';
import { toast } from '../../../components/ui/toast-store';
import { serverMessage } from '../../../lib/api-client';
import { FormAlert } from '../../../components/form/form-alert';
import { PageLoading } from '../../../components/ui/page-loading';
import { useAdminAffiliates, useAdminPayouts, useRunPayoutBatch } from '../api/admin-affiliates';
import { AffiliateLedger } from './affiliate-ledger';
import { NextPayoutBatchCard } from './next-payout-batch';
import { PayoutHistory } from './payout-history';

const usd = (amount: string) => formatUsdCents(decimalToCents(amount));

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

/**
 * A late run of the monthly batch, which the server creates by itself on the payout day: a
 * payout for every affiliate whose approved balance reaches the minimum.
 */
export function PayoutBatchButton() {
  const runBatch = useRunPayoutBatch();
  const onRun = () =>
    runBatch.mutate(undefined, {
      onSuccess: (answer) =>
        toast({
          title: AFFILIATE_MESSAGES.payoutsCreated,
          description:
            answer.payouts.length === 0
              ? `Nadie más alcanza ${usd(answer.minimum)} en los pagos de ${formatMonth(answer.period)}.`
              : `${answer.payouts.length} ${answer.payouts.length === 1 ? 'pago' : 'pagos'} de ${formatMonth(answer.period)}.`,
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

/** /admin/afiliados: the next batch, the payouts by month, the affiliates with their ledgers. */
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
        <NextPayoutBatchCard />
        {payouts.isPending ? (
          <PageLoading label="Cargando pagos..." />
        ) : payouts.isError ? (
          <ListFailed
            title="No se pudieron cargar los pagos."
            onRetry={() => void payouts.refetch()}
          />
        ) : payouts.data.payouts.length === 0 ? (
          <Empty>No hay pagos a afiliados todavía.</Empty>
        ) : (
          <PayoutHistory payouts={payouts.data.payouts} />
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
