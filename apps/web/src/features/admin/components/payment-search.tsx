import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/form/button';
import { SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import { paymentFilterParams, type PaymentFilter } from '../api/get-payments';
import { paymentStatusLabel } from '../labels';

const STATUSES = ['pending', 'completed', 'refunded', 'cancelled'].map((value) => ({
  value,
  label: paymentStatusLabel(value),
}));

/** The payments' search by reference, business or user and by state, and their CSV file. */
export function PaymentSearch({
  filter,
  onSearch,
}: {
  filter: PaymentFilter;
  onSearch: (filter: PaymentFilter) => void;
}) {
  const [q, setQ] = useState(filter.q ?? '');
  const [status, setStatus] = useState(filter.status ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch({ q: q.trim(), status });
  };
  return (
    <form
      role="search"
      onSubmit={submit}
      className="grid grid-cols-1 items-end gap-3 rounded-xl bg-white p-4 shadow-sm sm:grid-cols-[2fr_1fr_auto_auto]"
    >
      <TextField
        label="Buscar pago"
        type="search"
        placeholder="DRD-000123, negocio o usuario"
        value={q}
        maxLength={120}
        onChange={(e) => setQ(e.target.value)}
      />
      <SelectField
        label="Estado"
        placeholder="Todos"
        options={STATUSES}
        value={status}
        onChange={(e) => setStatus(e.target.value)}
      />
      <Button type="submit">Buscar</Button>
      <a
        href={`/api/admin/payments/export.csv?${paymentFilterParams(filter)}`}
        download="pagos.csv"
        className="inline-flex min-h-11 items-center justify-center rounded-md border border-slate-300 bg-white px-4 font-semibold text-slate-800 hover:bg-slate-50"
      >
        Exportar CSV
      </a>
    </form>
  );
}
