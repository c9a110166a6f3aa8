import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ADMIN_PAGE_SIZE, type AdminUser } from '@drd/shared/api/admin-console';
import { formatDate } from '@drd/shared/format';
import { Button } from '../../../components/form/button';
import { TextField } from '../../../components/form/text-field';
import { TextareaField } from '../../../components/form/textarea-field';
import { Pagination } from '../../../components/ui/pagination';
import { toast } from '../../../components/ui/toast-store';
import { serverMessage } from '../../../lib/api-client';
import { useUsers } from '../api/get-users';
import { useSetUserDisabled } from '../api/set-user-disabled';
import { AdminPage } from './admin-page';
import { FormDialog } from './form-dialog';
import { ListEmpty, ListError, ListLoading, StatusBadge } from './list-states';

const ROLE_LABELS: Record<string, string> = {
  admin: 'Administrador',
  business_owner: 'Dueño de negocio',
  user: 'Usuario',
};

/** /admin/usuarios: find an account, see its businesses and role, disable or enable it. */
export function UsersScreen() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number.parseInt(params.get('pagina') ?? '1', 10) || 1);
  const [typed, setTyped] = useState(q);
  const found = useUsers(q, page);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setParams(typed.trim() ? { q: typed.trim() } : {});
  };
  return (
    <AdminPage title="Usuarios" description="Busca por usuario, nombre o correo.">
      <form role="search" onSubmit={submit} className="flex flex-wrap items-end gap-3">
        <div className="min-w-0 flex-1">
          <TextField
            label="Buscar"
            type="search"
            value={typed}
            maxLength={120}
            onChange={(e) => setTyped(e.target.value)}
          />
        </div>
        <Button type="submit">Buscar</Button>
      </form>
      {found.isPending ? (
        <ListLoading label="Buscando usuarios..." />
      ) : found.isError ? (
        <ListError title="No se pudo buscar." onRetry={() => void found.refetch()} />
      ) : found.data.users.length === 0 ? (
        <ListEmpty title="Ningún usuario coincide" />
      ) : (
        <>
          <ul className="space-y-3">
            {found.data.users.map((user) => (
              <UserItem key={user.id} user={user} />
            ))}
          </ul>
          <Pagination
            page={page}
            count={found.data.total}
            pageSize={ADMIN_PAGE_SIZE}
            onPage={(next) => setParams({ ...(q ? { q } : {}), pagina: String(next) })}
          />
        </>
      )}
    </AdminPage>
  );
}

function UserItem({ user }: { user: AdminUser }) {
  const [disabling, setDisabling] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const change = useSetUserDisabled();
  const fail = (failure: unknown) =>
    setError(serverMessage(failure, 'No se pudo cambiar la cuenta.'));
  const disable = () =>
    change.mutate(
      { id: user.id, disable: true, reason: reason.trim() },
      {
        onSuccess: () => {
          setDisabling(false);
          toast({ title: 'Usuario desactivado', description: 'Sus sesiones se cerraron.' });
        },
        onError: fail,
      },
    );
  const enable = () =>
    change.mutate(
      { id: user.id, disable: false },
      {
        onSuccess: () => toast({ title: 'Usuario reactivado' }),
        onError: (failure) =>
          toast({
            title: 'Error',
            description: serverMessage(failure, 'No se pudo reactivar.'),
            variant: 'destructive',
          }),
      },
    );
  return (
    <li data-testid="user-row" className="space-y-2 rounded-xl bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 className="text-lg font-semibold break-words">{user.fullName}</h2>
          <p className="text-sm break-words text-slate-600">
            {user.username} · {user.email} · {ROLE_LABELS[user.role] ?? user.role}
            {user.isAffiliate && ' · Afiliado'} · desde {formatDate(user.createdAt)}
          </p>
        </div>
        {user.disabledAt && <StatusBadge tone="bg-red-100 text-red-900">Desactivado</StatusBadge>}
      </div>
      {user.businesses.length > 0 && (
        <p className="text-sm break-words">
          Negocios:{' '}
          {user.businesses.map((b, i) => (
            <span key={b.id}>
              {i > 0 && ', '}
              <Link to={`/admin/directorio/${b.id}`} className="text-brand-700 underline">
                {b.name}
              </Link>
            </span>
          ))}
        </p>
      )}
      {user.disabledAt ? (
        <Button
          variant="secondary"
          onClick={enable}
          pending={change.isPending}
          pendingText="Reactivando..."
        >
          Reactivar
        </Button>
      ) : (
        // One's own account is refused by the API, so it is not offered.
        user.canDisable && (
          <Button variant="danger" onClick={() => setDisabling(true)}>
            Desactivar
          </Button>
        )
      )}
      <FormDialog
        open={disabling}
        onOpenChange={setDisabling}
        title={`Desactivar a ${user.username}`}
        description="Sus sesiones se cierran y no podrá iniciar sesión hasta que lo reactives."
        submitLabel="Desactivar"
        pendingText="Desactivando..."
        pending={change.isPending}
        destructive
        onSubmit={() => (reason.trim().length < 5 ? setError('Escribe el motivo') : disable())}
      >
        <TextareaField
          label="Motivo"
          required
          rows={3}
          maxLength={1000}
          value={reason}
          error={error}
          onChange={(e) => {
            setReason(e.target.value);
            setError(undefined);
          }}
        />
      </FormDialog>
    </li>
  );
}
