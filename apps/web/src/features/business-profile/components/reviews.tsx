import type { BusinessDetail } from '@drd/shared/api/businesses';
import { formatDate } from '@drd/shared/format';
import { StarRating } from '../../../components/business/star-rating';
import { ProfileSection } from './section';

export function Reviews({
  reviews,
  rating,
}: {
  reviews: BusinessDetail['reviews'];
  rating: number;
}) {
  return (
    <ProfileSection id="resenas" title={`Reseñas (${reviews.length})`}>
      <div className="mb-3">
        <StarRating rating={rating} size="size-5" />
      </div>
      <ul className="space-y-4">
        {reviews.map((r) => (
          <li key={r.id} className="border-t border-slate-100 pt-3">
            <div className="flex flex-wrap items-center gap-2">
              <p className="font-medium">{r.reviewerName || 'Anónimo'}</p>
              {/* A review gives 1–5 stars; StarRating reads the stored 0–50 scale. */}
              <StarRating rating={r.rating * 10} />
              <p className="text-xs text-slate-500">{formatDate(r.createdAt)}</p>
            </div>
            <p className="mt-1 text-sm text-slate-700">{r.comment}</p>
          </li>
        ))}
      </ul>
    </ProfileSection>
  );
}
