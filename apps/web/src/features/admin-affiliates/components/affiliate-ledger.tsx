import { COMMISSION_STATUS_LABELS } from '@drd/shared/api/affiliates';
import { decimalToCents, formatUsdCents } from '@drd/shared/commission';
import { formatDate } from '@drd/shared/format';
import { FormAlert } from '../../../components/form/form-alert';
import { PageLoading } from '../../../components/ui/page-loading';
import { useAffiliateLedger } from '../api/admin-affiliates';

const usd = (amount: string) => formatUsdCents(decimalToCents(amount));

/** One affiliate's commissions and refund adjustments, newest first. */
export function AffiliateLedger({ id }: { id: number }) {
  const ledger = useAffiliateLedger(id);
  if (ledger.isPending) return <PageLoading label="Cargando comisiones..." />;
  if (ledger.isError) return <FormAlert title="No se pudieron cargar las comisiones." />;
  const rows = ledger.data.commissions;
  if (rows.length === 0) return <p className="text-sm text-slate-600">Sin comisiones todavía.</p>;
  return (
    // Focusable, so a keyboard can scroll the table sideways on a phone.
    <div
      className="overflow-x-auto"
      tabIndex={0}
      role="region"
      aria-label="Comisiones del afiliado"
    >
      <table className="w-full min-w-[36rem] text-sm">
        <thead>
          <tr className="text-left text-slate-600">
            <th scope="col" className="py-1 font-medium">
              Fecha
            </th>
            <th scope="col" className="py-1 font-medium">
              Concepto
            </th>
            <th scope="col" className="py-1 font-medium">
              Estado
            </th>
            <th scope="col" className="py-1 text-right font-medium">
              Importe
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className="border-t border-slate-100">
              <td className="py-1.5">{formatDate(row.date)}</td>
              <td className="py-1.5">
                {row.kind === 'adjustment' ? 'Ajuste por reembolso' : 'Comisión'}
                {row.details.businessName ? ` · ${row.details.businessName}` : ''}
                {row.details.paymentId ? ` · pago #${row.details.paymentId}` : ''}
              </td>
              <td className="py-1.5">{COMMISSION_STATUS_LABELS[row.status]}</td>
              <td className="py-1.5 text-right font-semibold">{usd(row.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
