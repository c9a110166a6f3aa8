import { Link } from 'react-router';
import { CalendarClock, Gift, Percent, Wallet } from 'lucide-react';
import {
  COMMISSION_PENDING_DAYS,
  COMMISSION_RATE_PERCENT,
  EARLY_AFFILIATE_BONUS_MONTHS,
  EARLY_AFFILIATE_BONUS_PERCENT,
  EARLY_AFFILIATE_LIMIT,
  PAYOUT_MINIMUM_CENTS,
  REFERRAL_LINK_DAYS,
  commissionCents,
  formatUsdCents,
} from '@drd/shared/commission';
import { BRAND, PACKAGES, POPULAR_PACKAGE_ID } from '@drd/shared/constants';
import { formatCount, formatUsd } from '@drd/shared/format';

const example = PACKAGES.find((p) => p.id === POPULAR_PACKAGE_ID)!;

const POINTS = [
  {
    icon: Percent,
    title: `${COMMISSION_RATE_PERCENT} % de cada pago`,
    text: `Ganas el ${COMMISSION_RATE_PERCENT} % de cada pago completado de los negocios que refieras: el primer año y cada renovación.`,
  },
  {
    icon: Gift,
    title: `Bono del ${EARLY_AFFILIATE_BONUS_PERCENT} %`,
    text: `Los primeros ${formatCount(EARLY_AFFILIATE_LIMIT)} afiliados ganan un ${EARLY_AFFILIATE_BONUS_PERCENT} % extra sobre sus comisiones durante sus primeros ${EARLY_AFFILIATE_BONUS_MONTHS} meses.`,
  },
  {
    icon: Wallet,
    title: 'Pagos mensuales',
    text: `Te pagamos cada mes, cuando tus comisiones aprobadas suman ${formatUsdCents(PAYOUT_MINIMUM_CENTS)} o más.`,
  },
  {
    icon: CalendarClock,
    title: `${COMMISSION_PENDING_DAYS} días de espera`,
    text: `Cada comisión queda pendiente ${COMMISSION_PENDING_DAYS} días, mientras el pago aún puede reembolsarse, y luego se aprueba.`,
  },
];

const STEPS = [
  'Hazte afiliado y recibe tu código de referido.',
  `Compártelo: el dueño lo escribe al registrar su negocio, o llega por tu enlace (vale ${REFERRAL_LINK_DAYS} días).`,
  'Cobra tu comisión cada vez que ese negocio paga su plan o lo renueva.',
];

export function AffiliateProgram() {
  return (
    <div className="space-y-6">
      <div>
        <h2 className="text-xl font-bold">Programa de afiliados</h2>
        <p className="mt-1 text-slate-700">
          Recomienda {BRAND} a dueños de negocios y gana dinero con cada plan que paguen.
        </p>
      </div>
      <ul className="grid gap-4 sm:grid-cols-2">
        {POINTS.map((point) => (
          <li
            key={point.title}
            className="flex gap-3 rounded-xl bg-white p-4 ring-1 ring-slate-200"
          >
            <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-800">
              <point.icon className="size-5" aria-hidden />
            </span>
            <div>
              <h3 className="font-semibold">{point.title}</h3>
              <p className="text-sm text-slate-700">{point.text}</p>
            </div>
          </li>
        ))}
      </ul>
      <div className="rounded-xl bg-brand-50 p-4 text-brand-900">
        <h3 className="font-semibold">¿Cómo funciona?</h3>
        <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm">
          {STEPS.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <p className="mt-3 text-sm">
          Ejemplo: si refieres un negocio con el plan {example.name} ({formatUsd(example.price)} al
          año), ganas {formatUsdCents(commissionCents(example.price * 100))} ese año y lo mismo en
          cada renovación.
        </p>
        <p className="mt-2 text-sm">
          Un negocio cuenta para el primer afiliado que lo refiere, y nadie puede referirse a sí
          mismo.
        </p>
      </div>
      <Link
        to="/afiliados"
        className="inline-flex min-h-11 items-center rounded-md bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
      >
        Quiero ser afiliado
      </Link>
    </div>
  );
}
