// The demo business's products and offers, each as it is published.
import type { BusinessDetail } from '@drd/shared/api/businesses';
import {
  daysLeftLabel,
  discountLabel,
  offerDaysLeft,
  validityLabel,
} from '@drd/shared/api/content/offer-days';
import { formatMoneyDOP } from '@drd/shared/format';
import { PlanLink } from './plan-link';

const CARD = 'rounded-xl bg-white p-4 ring-1 ring-slate-200';

export function ProductsDemo({ products }: { products: BusinessDetail['products'] }) {
  return (
    <div>
      <p className="mb-4 text-slate-700">
        Muestra tus productos con foto y precio en pesos; también aparecen en las búsquedas.
      </p>
      <ul className={`${CARD} divide-y divide-slate-100`}>
        {products.slice(0, 8).map((product) => (
          <li key={product.id} className="flex items-baseline justify-between gap-3 py-2">
            <span>
              <span className="font-medium text-slate-900">{product.name}</span>
              {product.description && (
                <span className="block text-xs text-slate-600">{product.description}</span>
              )}
            </span>
            {product.price !== null && (
              <span className="shrink-0 text-sm font-semibold">
                {formatMoneyDOP(product.price)}
              </span>
            )}
          </li>
        ))}
      </ul>
      <PlanLink feature="products" />
    </div>
  );
}

export function OffersDemo({ offers, now }: { offers: BusinessDetail['offers']; now: number }) {
  return (
    <div>
      <p className="mb-4 text-slate-700">
        Publica ofertas y cupones con su código; tu perfil los muestra mientras estén vigentes.
      </p>
      <ul className="space-y-3">
        {offers.map((offer) => (
          <li key={offer.id} className={CARD}>
            <p className="font-semibold text-slate-900">{offer.title}</p>
            {discountLabel(offer) && (
              <p className="font-semibold text-brand-800">{discountLabel(offer)}</p>
            )}
            <p className="mt-1 text-sm text-slate-600">
              {validityLabel(offer)} ·{' '}
              {daysLeftLabel(offerDaysLeft(offer.validUntil, new Date(now)))}
            </p>
            {offer.code && (
              <p className="mt-1 text-sm">
                Código: <span className="font-mono font-semibold">{offer.code}</span>
              </p>
            )}
          </li>
        ))}
      </ul>
      <PlanLink feature="offers" />
    </div>
  );
}
