import { useSearchParams } from 'react-router';
import { usePayments, type PaymentFilter } from '../api/get-payments';
import { AdminPage } from './admin-page';
import { ExchangeRateForm } from './exchange-rate-form';
import { Pagination } from '../../../components/ui/pagination';
import { ListEmpty, ListError, ListLoading } from './list-states';
import { PaymentItem } from './payment-item';
import { PaymentSearch } from './payment-search';

/** The filter as the address's ?q and ?estado. */
const searchParams = (filter: PaymentFilter): Record<string, string> => ({
  ...(filter.q ? { q: filter.q } : {}),
  ...(filter.status ? { estado: filter.status } : {}),
});

/** /admin/pagos: every payment, the pending ones first (oldest first), a page at a time. */
export function PaymentsScreen() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('pagina') ?? '1', 10) || 1);
  const filter = { q: params.get('q') ?? '', status: params.get('estado') ?? '' };
  const payments = usePayments(page, filter);
  const setPage = (next: number) => {
    setParams({ ...searchParams(filter), ...(next === 1 ? {} : { pagina: String(next) }) });
    window.scrollTo(0, 0);
  };
  return (
    <AdminPage
      title="Pagos"
      description="Los pendientes primero. Marca un pago como recibido al confirmar la transferencia o el efectivo."
    >
      <PaymentSearch filter={filter} onSearch={(next) => setParams(searchParams(next))} />
      {payments.isPending ? (
        <ListLoading label="Cargando pagos..." />
      ) : payments.isError ? (
        <ListError
          title="No se pudieron cargar los pagos."
          onRetry={() => void payments.refetch()}
        />
      ) : payments.data.payments.length === 0 ? (
        <ListEmpty title="No hay pagos">
          {page > 1
            ? 'Esta página está vacía.'
            : filter.q || filter.status
              ? 'Ningún pago coincide con la búsqueda.'
              : 'Aquí aparecerán los pagos de los planes.'}
        </ListEmpty>
      ) : (
        <>
          <p className="text-sm text-slate-600">
            {payments.data.total} {payments.data.total === 1 ? 'pago' : 'pagos'} · página{' '}
            {payments.data.page}
          </p>
          <ul className="space-y-3" aria-busy={payments.isPlaceholderData || undefined}>
            {payments.data.payments.map((payment) => (
              <PaymentItem key={payment.id} payment={payment} />
            ))}
          </ul>
          <Pagination
            page={page}
            count={payments.data.total}
            pageSize={payments.data.pageSize}
            onPage={setPage}
          />
        </>
      )}
      <ExchangeRateForm />
    </AdminPage>
  );
}
