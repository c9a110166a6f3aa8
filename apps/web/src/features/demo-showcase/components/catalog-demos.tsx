// The demo business's products and offers, drawn with the profile's own sections.
import type { BusinessDetail } from '@drd/shared/api/businesses';
import { Offers } from '../../business-profile/components/offers';
import { Products } from '../../business-profile/components/products';
import { PlanLink } from './plan-link';

export function ProductsDemo({ products }: { products: BusinessDetail['products'] }) {
  return (
    <div>
      <p className="mb-4 text-slate-700">
        Muestra tus productos con foto y precio en pesos; también aparecen en las búsquedas.
      </p>
      <Products products={products} />
      <PlanLink feature="products" />
    </div>
  );
}

export function OffersDemo({ offers }: { offers: BusinessDetail['offers'] }) {
  return (
    <div>
      <p className="mb-4 text-slate-700">
        Publica ofertas y cupones con su código; tu perfil los muestra mientras estén vigentes.
      </p>
      <Offers offers={offers} />
      <PlanLink feature="offers" />
    </div>
  );
}
