import { useId, useState } from 'react';
import {
  COMMISSION_RATE_PERCENT,
  EARLY_AFFILIATE_BONUS_PERCENT,
  decimalToCents,
  formatUsdCents,
  parseReferralsPerMonth,
  projectedCommission,
} from '@drd/shared/commission';
import { POPULAR_PACKAGE_ID } from '@drd/shared/constants';
import { formatUsd } from '@drd/shared/format';
import { usePackages } from '../api/get-packages';
import { LoadError, Loading } from './query-states';

const FIELD =
  'mt-1 block min-h-11 w-full rounded-md border border-slate-400 bg-white px-3 text-base text-slate-900';

export function CommissionCalculator() {
  const { data, isPending, isError, refetch, isFetching } = usePackages();
  const [referralsText, setReferralsText] = useState('5');
  const [planId, setPlanId] = useState<number>(POPULAR_PACKAGE_ID);
  const id = useId();

  if (isPending) return <Loading label="Cargando planes..." />;
  if (isError) {
    return (
      <LoadError
        message="No se pudieron cargar los precios de los planes."
        retrying={isFetching}
        onRetry={() => void refetch()}
      />
    );
  }

  const plan = data.find((p) => p.id === planId) ?? data[0];
  const referrals = parseReferralsPerMonth(referralsText);
  const invalid =
    referralsText.trim() !== '' && referrals === 0 && !/^0+$/.test(referralsText.trim());
  const { monthlyCents, annualCents } = projectedCommission(
    plan ? decimalToCents(plan.price) : 0,
    referrals,
  );

  return (
    <div className="space-y-6">
      <div>
        <h2 className="text-xl font-bold">Calculadora de comisiones</h2>
        <p className="mt-1 text-slate-700">
          Calcula cuánto puedes ganar al mes con los negocios que refieras.
        </p>
      </div>
      <form
        className="grid gap-4 rounded-xl bg-white p-4 ring-1 ring-slate-200 sm:grid-cols-2"
        onSubmit={(event) => event.preventDefault()}
      >
        <div>
          <label htmlFor={`${id}-referidos`} className="font-medium">
            Referidos por mes
          </label>
          <input
            id={`${id}-referidos`}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            maxLength={7}
            value={referralsText}
            onChange={(event) => setReferralsText(event.target.value)}
            aria-describedby={`${id}-ayuda`}
            aria-invalid={invalid}
            className={FIELD}
          />
          <p
            id={`${id}-ayuda`}
            aria-live="polite"
            className={`mt-1 text-sm ${invalid ? 'text-red-700' : 'text-slate-600'}`}
          >
            {invalid
              ? 'Escribe un número entero (por ejemplo, 3). Mientras tanto contamos 0 referidos.'
              : 'Negocios nuevos que refieres cada mes.'}
          </p>
        </div>
        <div>
          <label htmlFor={`${id}-plan`} className="font-medium">
            Plan que eligen
          </label>
          <select
            id={`${id}-plan`}
            value={plan?.id}
            onChange={(event) => setPlanId(Number(event.target.value))}
            className={FIELD}
          >
            {data.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name} ({formatUsd(Number(p.price))}/año)
              </option>
            ))}
          </select>
        </div>
      </form>
      <dl className="grid gap-4 sm:grid-cols-2" aria-live="polite">
        <div className="rounded-xl bg-brand-700 p-5 text-white">
          <dt className="text-sm text-brand-100">Ingreso mensual</dt>
          <dd className="text-3xl font-bold" data-testid="commission-monthly">
            {formatUsdCents(monthlyCents)}
          </dd>
        </div>
        <div className="rounded-xl bg-brand-900 p-5 text-white">
          <dt className="text-sm text-brand-100">Proyección anual</dt>
          <dd className="text-3xl font-bold" data-testid="commission-annual">
            {formatUsdCents(annualCents)}
          </dd>
        </div>
      </dl>
      <p className="text-sm text-slate-700">
        Ingreso mensual = referidos por mes × precio del plan × {COMMISSION_RATE_PERCENT} %.
        Proyección anual = ingreso mensual × 12. Es una estimación: no incluye el bono del{' '}
        {EARLY_AFFILIATE_BONUS_PERCENT} % de los primeros afiliados ni las renovaciones.
      </p>
    </div>
  );
}
