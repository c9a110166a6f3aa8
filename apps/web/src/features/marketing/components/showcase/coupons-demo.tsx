import { TicketPercent } from 'lucide-react';
import { formatCount, formatDate } from '@drd/shared/format';
import { SAMPLE_COUPONS } from '../../showcase-data';

export function CouponsDemo() {
  return (
    <div className="space-y-5">
      <p className="text-slate-700">
        Publica ofertas con un código que tus clientes muestran al pagar, con fecha de vencimiento y
        un número limitado de usos.
      </p>
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {SAMPLE_COUPONS.map((coupon) => (
          <li
            key={coupon.code}
            className="flex flex-col rounded-xl bg-white p-4 ring-1 ring-slate-200"
            data-testid="sample-coupon"
          >
            <div className="flex items-start justify-between gap-2">
              <h3 className="font-semibold text-slate-900">{coupon.title}</h3>
              <span className="shrink-0 rounded-full bg-rose-100 px-2.5 py-0.5 text-sm font-bold text-rose-800">
                -{coupon.discountPercentage} %
              </span>
            </div>
            <p className="mt-1 text-sm text-slate-700">{coupon.description}</p>
            <p className="mt-3 inline-flex items-center gap-2 self-start rounded-md border-2 border-dashed border-brand-500 px-3 py-1 font-mono font-bold tracking-wider text-brand-900">
              <TicketPercent className="size-4 shrink-0" aria-hidden />
              <span>
                <span className="sr-only">Código: </span>
                {coupon.code}
              </span>
            </p>
            <p className="mt-3 text-xs text-slate-600">
              Válido hasta el {formatDate(coupon.validUntil)}
            </p>
            <p className="mt-2 text-sm text-slate-700">
              Usados {formatCount(coupon.used)} de {formatCount(coupon.total)}
            </p>
            <span className="mt-1 h-2 overflow-hidden rounded-full bg-slate-200" aria-hidden>
              <span
                className="block h-full rounded-full bg-brand-600"
                style={{ width: `${(coupon.used / coupon.total) * 100}%` }}
              />
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
