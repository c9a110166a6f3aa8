import type { BusinessDetail } from '@drd/shared/api/businesses';
import { formatMoneyDOP } from '@drd/shared/format';
import { BusinessImage } from '../../../components/business/business-image';
import { ProfileSection } from './section';

/** The business's active products with their prices in pesos. */
export function Products({ products }: { products: BusinessDetail['products'] }) {
  return (
    <ProfileSection id="productos" title="Productos">
      <ul className="divide-y divide-slate-100">
        {products.map((product) => (
          <li key={product.id} className="flex gap-3 py-3" data-testid="product">
            {product.imageUrl && (
              <BusinessImage
                src={product.imageUrl}
                alt={product.name}
                className="size-20 shrink-0 rounded-md bg-slate-100 object-cover"
              />
            )}
            <div className="min-w-0 flex-1">
              <p className="flex flex-wrap items-start justify-between gap-x-4">
                <span className="font-medium">{product.name}</span>
                {product.price !== null && (
                  <span className="font-semibold">{formatMoneyDOP(product.price)}</span>
                )}
              </p>
              {product.description && (
                <p className="text-sm text-slate-600">{product.description}</p>
              )}
              {product.externalUrl && (
                <a
                  href={product.externalUrl}
                  target="_blank"
                  rel="noopener noreferrer nofollow"
                  className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline"
                >
                  Ver más
                </a>
              )}
            </div>
          </li>
        ))}
      </ul>
    </ProfileSection>
  );
}
