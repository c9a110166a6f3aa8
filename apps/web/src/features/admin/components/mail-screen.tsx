import { useSearchParams } from 'react-router';
import { useMail } from '../api/get-mail';
import { AdminPage } from './admin-page';
import { Pagination } from '../../../components/ui/pagination';
import { ListEmpty, ListError, ListLoading } from './list-states';
import { MailItem } from './mail-item';

/** /admin/correo: every message the site sent or will send, newest first. */
export function MailScreen() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('pagina') ?? '1', 10) || 1);
  const mail = useMail(page);
  const setPage = (next: number) => {
    setParams(next === 1 ? {} : { pagina: String(next) });
    window.scrollTo(0, 0);
  };
  return (
    <AdminPage
      title="Correo"
      description="Los mensajes que envía el sitio. Sin un servidor SMTP configurado, solo quedan aquí y en el registro del servidor."
    >
      {mail.isPending ? (
        <ListLoading label="Cargando mensajes..." />
      ) : mail.isError ? (
        <ListError
          title="No se pudieron cargar los mensajes."
          onRetry={() => void mail.refetch()}
        />
      ) : mail.data.messages.length === 0 ? (
        <ListEmpty title="No hay mensajes">
          {page > 1 ? 'Esta página está vacía.' : 'Aquí aparecerán los correos que envíe el sitio.'}
        </ListEmpty>
      ) : (
        <>
          <p className="text-sm text-slate-600">
            {mail.data.total} {mail.data.total === 1 ? 'mensaje' : 'mensajes'} · página{' '}
            {mail.data.page}
          </p>
          <ul className="space-y-3" aria-busy={mail.isPlaceholderData || undefined}>
            {mail.data.messages.map((message) => (
              <MailItem key={message.id} message={message} />
            ))}
          </ul>
          <Pagination
            page={page}
            count={mail.data.total}
            pageSize={mail.data.pageSize}
            onPage={setPage}
          />
        </>
      )}
    </AdminPage>
  );
}
