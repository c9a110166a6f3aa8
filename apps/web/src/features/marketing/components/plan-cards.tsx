import { Link } from 'react-router';
import { Camera, Check } from 'lucide-react';
import type { Package } from '@drd/shared/api/packages';
import { PACKAGE_PHOTO_LIMITS, POPULAR_PACKAGE_ID, type PackageId } from '@drd/shared/constants';
import { formatUsd } from '@drd/shared/format';
import { formatDopEstimate } from '@drd/shared/plan-price';
import { photoLimitLine } from '@drd/shared/plans';
import { useDopPerUsd } from '../../../components/subscription/get-exchange-rate';
import { usePackages } from '../api/get-packages';
import { LoadError, Loading } from './query-states';

const photoLimit = (id: number) => PACKAGE_PHOTO_LIMITS[id as PackageId] as number | undefined;

// The photo limit is drawn from the constant the server enforces; a stored feature line about
// photos would repeat it (or, in a database seeded before the limits were set, contradict it).
const PHOTO_LINE = /\bfotos?\b/i;

export function PlanCards() {
  const { data, isPending, isError, refetch, isFetching } = usePackages();
  if (isPending) return <Loading label="Cargando planes..." />;
  if (isError) {
    return (
      <LoadError
        message="No se pudieron cargar los planes."
        retrying={isFetching}
        onRetry={() => void refetch()}
      />
    );
  }
  return (
    <ul className="grid gap-x-4 gap-y-6 pt-3 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5">
      {data.map((plan) => (
        <li key={plan.id} className="flex">
          <PlanCard plan={plan} popular={plan.id === POPULAR_PACKAGE_ID} />
        </li>
      ))}
    </ul>
  );
}

function PlanCard({ plan, popular }: { plan: Package; popular: boolean }) {
  const pesos = formatDopEstimate(plan.price, useDopPerUsd());
  const photos = photoLimit(plan.id);
  const headingId = `plan-${plan.id}`;
  return (
    <article
      aria-labelledby={headingId}
      data-testid="plan-card"
      className={`relative flex w-full flex-col rounded-2xl bg-white p-5 shadow-sm ${
        popular ? 'ring-2 ring-amber-400' : 'ring-1 ring-slate-200'
      }`}
    >
      {popular && (
        <p className="absolute -top-3 left-1/2 -translate-x-1/2 rounded-full bg-amber-400 px-3 py-0.5 text-xs font-bold whitespace-nowrap text-slate-900">
          Más popular
        </p>
      )}
      <h3 id={headingId} className="text-lg font-bold text-slate-900">
        {plan.name}
      </h3>
      {plan.description && <p className="mt-1 text-sm text-slate-600">{plan.description}</p>}
      <p className="mt-4 text-slate-900" data-testid="plan-price">
        <span className="text-3xl font-bold">{formatUsd(Number(plan.price))}</span>
        <span className="text-slate-600">/año</span>
      </p>
      {pesos && (
        <p className="text-sm text-slate-600" data-testid="plan-price-dop">
          {pesos}
        </p>
      )}
      {photos !== undefined && (
        <p className="mt-3 flex items-center gap-2 rounded-lg bg-brand-50 px-3 py-2 text-sm font-medium text-brand-900">
          <Camera className="size-4 shrink-0" aria-hidden />
          {photoLimitLine(photos)}
        </p>
      )}
      <ul className="mt-4 mb-5 space-y-2 text-sm text-slate-700">
        {plan.features
          .filter((feature) => !PHOTO_LINE.test(feature))
          .map((feature) => (
            <li key={feature} className="flex gap-2">
              <Check className="mt-0.5 size-4 shrink-0 text-emerald-600" aria-hidden />
              <span>{feature}</span>
            </li>
          ))}
      </ul>
      <Link
        to={`/registrar-negocio?plan=${plan.id}`}
        className={`mt-auto inline-flex min-h-11 items-center justify-center rounded-md px-4 text-sm font-semibold ${
          popular
            ? 'bg-amber-400 text-slate-900 hover:bg-amber-300'
            : 'bg-brand-700 text-white hover:bg-brand-800'
        }`}
      >
        Elegir este plan<span className="sr-only">: {plan.name}</span>
      </Link>
    </article>
  );
}
