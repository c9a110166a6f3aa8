import { lazy, Suspense, useState } from 'react';
import type { BusinessDetail } from '@drd/shared/api/businesses';
import { formatDate } from '@drd/shared/format';
import { Button } from '../../../components/form/button';
import { StarRating } from '../../../components/business/star-rating';
import { ProfileSection } from './section';

// The form (and the shared schema's messages) load only for a visitor who wants to write one.
const ReviewForm = lazy(async () => ({ default: (await import('./review-form')).ReviewForm }));

export function Reviews({
  businessId,
  reviews,
  rating,
  reviewsEnabled,
}: {
  businessId: number;
  reviews: BusinessDetail['reviews'];
  rating: number;
  reviewsEnabled: boolean;
}) {
  const [writing, setWriting] = useState(false);
  return (
    <ProfileSection id="resenas" title={`Reseñas (${reviews.length})`}>
      {/* The header already says 'Sin reseñas aún': the page says it once (issue #32). */}
      {rating > 0 && (
        <div className="mb-3">
          <StarRating rating={rating} size="size-5" />
        </div>
      )}
      {reviews.length === 0 && reviewsEnabled && (
        <p className="text-sm text-slate-600">Sé el primero en escribir una reseña.</p>
      )}
      <ul className="space-y-4">
        {reviews.map((r) => (
          <li key={r.id} className="border-t border-slate-100 pt-3" data-testid="public-review">
            <div className="flex flex-wrap items-center gap-2">
              <p className="font-medium">{r.reviewerName || 'Anónimo'}</p>
              {/* A review gives 1–5 stars; StarRating reads the stored 0–50 scale. */}
              <StarRating rating={r.rating * 10} />
              <p className="text-xs text-slate-500">{formatDate(r.createdAt)}</p>
            </div>
            <p className="mt-1 text-sm text-slate-700">{r.comment}</p>
            {r.reply && (
              <div className="mt-2 rounded-md border-l-4 border-brand-600 bg-slate-50 p-2 text-sm">
                <p className="font-medium text-slate-800">Respuesta del negocio</p>
                <p className="text-slate-700">{r.reply}</p>
              </div>
            )}
          </li>
        ))}
      </ul>
      {reviewsEnabled && (
        <div className="mt-5 border-t border-slate-100 pt-4">
          {writing ? (
            <Suspense fallback={<p className="text-sm text-slate-600">Cargando…</p>}>
              <ReviewForm businessId={businessId} />
            </Suspense>
          ) : (
            <Button variant="secondary" onClick={() => setWriting(true)}>
              Escribir una reseña
            </Button>
          )}
        </div>
      )}
    </ProfileSection>
  );
}
