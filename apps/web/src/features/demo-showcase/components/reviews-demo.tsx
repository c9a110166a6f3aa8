import type { BusinessDetail } from '@drd/shared/api/businesses';
import { formatCount, formatDate } from '@drd/shared/format';
import { StarRating } from '../../../components/business/star-rating';
import { PlanLink } from './plan-link';

/** The business's published reviews, newest first, with the owner's answers. */
export function ReviewsDemo({ business }: { business: BusinessDetail }) {
  const reviews = business.reviews;
  return (
    <div>
      <p className="mb-4 text-slate-700">
        Tus clientes califican y comentan; tú publicas cada reseña o la reportas, y puedes
        responderla.
      </p>
      <div className="mb-4 rounded-xl bg-white p-4 ring-1 ring-slate-200">
        <StarRating rating={business.rating} size="size-6" outOfFive />
        <p className="mt-1 text-sm text-slate-600" data-testid="showcase-review-count">
          {reviews.length === 1 ? '1 reseña' : `${formatCount(reviews.length)} reseñas`}
        </p>
      </div>
      <ul className="space-y-3">
        {reviews.slice(0, 3).map((review) => (
          <li key={review.id} className="rounded-xl bg-white p-4 ring-1 ring-slate-200">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="font-semibold">{review.reviewerName ?? 'Cliente'}</p>
              <p className="text-xs text-slate-600">{formatDate(review.createdAt)}</p>
            </div>
            <StarRating rating={review.rating * 10} />
            <p className="mt-2 text-slate-700">{review.comment}</p>
            {review.reply && (
              <p className="mt-3 rounded-lg bg-brand-50 p-3 text-sm text-brand-900">
                <span className="font-semibold">Respuesta del dueño: </span>
                {review.reply}
              </p>
            )}
          </li>
        ))}
      </ul>
      <PlanLink feature="reviews" />
    </div>
  );
}
