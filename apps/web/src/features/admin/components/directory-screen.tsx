import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PACKAGES } from '@drd/shared/constants';
import {
  ADMIN_PAGE_SIZE,
  BUSINESS_STATES,
  type AdminBusinessQuery,
  type BusinessState,
} from '@drd/shared/api/admin-console';
import { formatDate } from '@drd/shared/format';
import { Button } from '../../../components/form/button';
import { SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import { Pagination } from '../../../components/ui/pagination';
import { useDirectory } from '../api/get-directory';
import { BUSINESS_STATE_LABELS, BUSINESS_STATE_TONE } from '../console-labels';
import { planName } from '../labels';
import { AdminPage } from './admin-page';
import { ListEmpty, ListError, ListLoading, StatusBadge } from './list-states';

const STATE_OPTIONS = BUSINESS_STATES.map((s) => ({ value: s, label: BUSINESS_STATE_LABELS[s] }));
const PLAN_OPTIONS = PACKAGES.map((p) => ({ value: String(p.id), label: p.name }));
const EXPIRY_OPTIONS = [
  { value: '0', label: 'Ya vencido' },
  { value: '30', label: 'Vence en 30 días' },
  { value: '90', label: 'Vence en 90 días' },
];

/** The address's search (?q, ?estado, ?plan, ?vence, ?pagina) as the API's query. */
function useDirectoryQuery(): [AdminBusinessQuery, (next: Record<string, string>) => void] {
  const [params, setParams] = useSearchParams();
  const state = params.get('estado');
  const query: AdminBusinessQuery = {
    q: params.get('q') ?? undefined,
    state: BUSINESS_STATES.includes(state as BusinessState) ? (state as BusinessState) : undefined,
    plan: params.get('plan') ? Number(params.get('plan')) : undefined,
    expiresWithinDays: params.get('vence') ? Number(params.get('vence')) : undefined,
    page: Math.max(1, Number.parseInt(params.get('pagina') ?? '1', 10) || 1),
  };
  const set = (next: Record<string, string>) =>
    setParams(Object.fromEntries(Object.entries(next).filter(([, v]) => v !== '')));
  return [query, set];
}

/** /admin/directorio: every business, whatever its state, found by name, phone, owner or reference. */
export function DirectoryScreen() {
  const [query, setQuery] = useDirectoryQuery();
  const [form, setForm] = useState({
    q: query.q ?? '',
    estado: query.state ?? '',
    plan: query.plan ? String(query.plan) : '',
    vence: query.expiresWithinDays !== undefined ? String(query.expiresWithinDays) : '',
  });
  const found = useDirectory(query);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setQuery({ ...form, q: form.q.trim() });
  };
  return (
    <AdminPage
      title="Negocios"
      description="Busca cualquier negocio por nombre, teléfono, dueño o referencia de pago."
    >
      <form
        role="search"
        onSubmit={submit}
        className="grid grid-cols-1 items-end gap-3 rounded-xl bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_auto]"
      >
        <TextField
          label="Buscar"
          type="search"
          placeholder="Nombre, teléfono, dueño o DRD-000123"
          value={form.q}
          maxLength={120}
          onChange={(e) => setForm({ ...form, q: e.target.value })}
        />
        <SelectField
          label="Estado"
          placeholder="Todos"
          options={STATE_OPTIONS}
          value={form.estado}
          onChange={(e) => setForm({ ...form, estado: e.target.value })}
        />
        <SelectField
          label="Plan"
          placeholder="Todos"
          options={PLAN_OPTIONS}
          value={form.plan}
          onChange={(e) => setForm({ ...form, plan: e.target.value })}
        />
        <SelectField
          label="Vencimiento"
          placeholder="Cualquiera"
          options={EXPIRY_OPTIONS}
          value={form.vence}
          onChange={(e) => setForm({ ...form, vence: e.target.value })}
        />
        <Button type="submit">Buscar</Button>
      </form>
      {found.isPending ? (
        <ListLoading label="Buscando negocios..." />
      ) : found.isError ? (
        <ListError title="No se pudo buscar." onRetry={() => void found.refetch()} />
      ) : found.data.businesses.length === 0 ? (
        <ListEmpty title="Ningún negocio coincide">
          Prueba con otra búsqueda o quita filtros.
        </ListEmpty>
      ) : (
        <>
          <p className="text-sm text-slate-600">
            {found.data.total} {found.data.total === 1 ? 'negocio' : 'negocios'}
          </p>
          <ul className="space-y-3" aria-busy={found.isPlaceholderData || undefined}>
            {found.data.businesses.map((b) => (
              <li
                key={b.id}
                data-testid="directory-row"
                className="rounded-xl bg-white p-4 shadow-sm"
              >
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <div className="min-w-0">
                    <Link
                      to={`/admin/directorio/${b.id}`}
                      className="text-lg font-semibold break-words text-brand-700 underline-offset-2 hover:underline"
                    >
                      {b.name}
                    </Link>
                    <p className="text-sm break-words text-slate-600">
                      {b.municipality} · {b.phone} · {planName(b.packageId)}
                      {b.expiresAt && ` · vence ${formatDate(b.expiresAt)}`}
                    </p>
                    <p className="text-sm break-words text-slate-600">
                      {b.owner ? `Dueño: ${b.owner.username} (${b.owner.email})` : 'Sin dueño'}
                    </p>
                  </div>
                  <StatusBadge tone={BUSINESS_STATE_TONE[b.state]}>
                    {BUSINESS_STATE_LABELS[b.state]}
                  </StatusBadge>
                </div>
              </li>
            ))}
          </ul>
          <Pagination
            page={query.page}
            count={found.data.total}
            pageSize={ADMIN_PAGE_SIZE}
            onPage={(next) =>
              setQuery({ ...form, q: form.q.trim(), pagina: next === 1 ? '' : String(next) })
            }
          />
        </>
      )}
    </AdminPage>
  );
}
