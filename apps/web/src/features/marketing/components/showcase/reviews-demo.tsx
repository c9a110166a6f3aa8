import { StarRating } from '../../../../components/business/star-rating';
import { formatCount } from '@drd/shared/format';
import { SAMPLE_RATING, SAMPLE_RATING_BREAKDOWN, SAMPLE_REVIEWS } from '../../showcase-data';

export function ReviewsDemo() {
  return (
    <div className="space-y-5">
      <p className="text-slate-700">
        Tus clientes califican y comentan; tú apruebas cada reseña antes de que se publique y puedes
        responderla.
      </p>
      <div className="flex flex-wrap items-center gap-6 rounded-xl bg-white p-5 ring-1 ring-slate-200">
        <div className="text-center">
          <p className="text-5xl font-bold text-slate-900">{SAMPLE_RATING.average.toFixed(1)}</p>
          <StarRating rating={SAMPLE_RATING.average * 10} size="size-5" />
          <p className="mt-1 text-sm text-slate-600">{formatCount(SAMPLE_RATING.count)} reseñas</p>
        </div>
        <ul
          className="w-full space-y-1 sm:w-auto sm:min-w-48 sm:flex-1"
          aria-label="Reseñas por estrellas"
        >
          {SAMPLE_RATING_BREAKDOWN.map((row) => (
            <li key={row.stars} className="flex items-center gap-2 text-sm">
              <span className="w-20 shrink-0 text-slate-700">
                {row.stars} {row.stars === 1 ? 'estrella' : 'estrellas'}
              </span>
              <span className="h-2 flex-1 overflow-hidden rounded-full bg-slate-200" aria-hidden>
                <span
                  className="block h-full rounded-full bg-amber-400"
                  style={{ width: `${(row.count / SAMPLE_RATING.count) * 100}%` }}
                />
              </span>
              <span className="w-8 shrink-0 text-right text-slate-700">{row.count}</span>
            </li>
          ))}
        </ul>
      </div>
      <ul className="space-y-3">
        {SAMPLE_REVIEWS.map((review) => (
          <li key={review.name} className="rounded-xl bg-white p-4 ring-1 ring-slate-200">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="font-semibold">{review.name}</p>
              <p className="text-xs text-slate-600">{review.when}</p>
            </div>
            <StarRating rating={review.stars * 10} />
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
    </div>
  );
}
