import { Star } from 'lucide-react';
import { formatRating, ratingStars } from '@drd/shared/format';

/** Stored rating 0–50 shown as 0–5 stars (spec §3, §9). */
export function StarRating({ rating, size = 'size-4' }: { rating: number; size?: string }) {
  const stars = ratingStars(rating);
  return (
    <span
      role="img"
      className="inline-flex flex-wrap items-center gap-0.5"
      aria-label={`Calificación ${formatRating(rating)} de 5`}
    >
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          aria-hidden
          className={`${size} ${stars >= n - 0.25 ? 'fill-amber-400 text-amber-400' : 'text-slate-300'}`}
        />
      ))}
      <span aria-hidden className="ml-1 text-xs text-slate-600">
        {formatRating(rating)}
      </span>
    </span>
  );
}
