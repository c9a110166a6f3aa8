import { Star } from 'lucide-react';
import { formatRating, ratingStars } from '@drd/shared/format';

/**
 * Stored rating 0–50 shown as 0–5 stars and its figure: the one place that draws a
 * rating. A rating of 0 means no approved review yet (each review gives at least one star).
 */
export function StarRating({
  rating,
  size = 'size-4',
  outOfFive = false,
}: {
  rating: number;
  size?: string;
  /** Writes the figure as '4.5/5' (the profile) instead of '4.5'. */
  outOfFive?: boolean;
}) {
  if (rating <= 0) return <span className="text-xs text-slate-600">Sin reseñas aún</span>;
  const stars = ratingStars(rating);
  const figure = formatRating(rating);
  return (
    <span
      role="img"
      className="inline-flex flex-wrap items-center gap-0.5"
      aria-label={`Calificación ${figure} de 5`}
    >
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          aria-hidden
          className={`${size} ${stars >= n - 0.25 ? 'fill-amber-400 text-amber-400' : 'text-slate-300'}`}
        />
      ))}
      <span aria-hidden className="ml-1 text-xs text-slate-600">
        {outOfFive ? `${figure}/5` : figure}
      </span>
    </span>
  );
}
