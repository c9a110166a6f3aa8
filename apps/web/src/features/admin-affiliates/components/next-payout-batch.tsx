import { decimalToCents, formatUsdCents } from '@drd/shared/commission';
import { formatDate } from '@drd/shared/format';
import { PageLoading } from '../../../components/ui/page-loading';
import { FormAlert } from '../../../components/form/form-alert';
import { useNextPayoutBatch } from '../api/admin-affiliates';

const usd = (amount: string) => formatUsdCents(decimalToCents(amount));

/** The date of the next automatic batch and who it will pay if nothing changes before then. */
export function NextPayoutBatchCard() {
  const next = useNextPayoutBatch();
  if (next.isPending) return <PageLoading label="Cargando el próximo lote..." />;
  if (next.isError) return <FormAlert title="No se pudo cargar el próximo lote de pagos." />;
  const { date, minimum, total, affiliates } = next.data;
  return (
    <div
      className="space-y-3 rounded-xl border border-sky-200 bg-sky-50 p-4"
      data-testid="next-payout-batch"
    >
      <p>
        Próximo lote automático: <strong>{formatDate(date)}</strong>. Se paga a cada afiliado con al
        menos {usd(minimum)} aprobados; el resto espera al mes siguiente.
      </p>
      {affiliates.length === 0 ? (
        <p className="text-sm text-slate-700">Por ahora nadie alcanza el mínimo.</p>
      ) : (
        <>
          <p className="text-sm text-slate-700">
            Si nada cambia: {affiliates.length} {affiliates.length === 1 ? 'afiliado' : 'afiliados'}
            , {usd(total)} en total.
          </p>
          <ul className="divide-y divide-sky-100 rounded-lg bg-white text-sm">
            {affiliates.map((a) => (
              <li key={a.id} className="flex justify-between gap-3 px-3 py-2">
                <span className="min-w-0 break-words">
                  <span className="block">{a.username}</span>
                  <span className="block text-xs text-slate-600">
                    {a.payoutTo ?? 'Sin datos de pago'}
                  </span>
                </span>
                <span className="font-semibold">{usd(a.amount)}</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
