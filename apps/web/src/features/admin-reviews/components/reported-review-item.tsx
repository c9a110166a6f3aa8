import { useState } from 'react';
import { Star } from 'lucide-react';
import type { ReportedReview } from '@drd/shared/api/content/reviews';
import { Button } from '../../../components/form/button';
import { ReasonDialog } from '../../../components/form/reason-dialog';
import { toast } from '../../../components/ui/toast-store';
import { serverMessage } from '../../../lib/api-client';
import { relativeDate } from '../../../lib/relative-date';
import { useDecideReportedReview } from '../api/decide-review';

/**
 * One reported review, public while it waits: what it says, why the owner reported it, and the two
 * decisions on exactly this version.
 */
export function ReportedReviewItem({ review }: { review: ReportedReview }) {
  const decide = useDecideReportedReview();
  const { id, version } = review;
  const [removing, setRemoving] = useState(false);
  const failed = (error: unknown) =>
    toast({
      variant: 'destructive',
      title: serverMessage(error, 'No se pudo guardar la decisión. Inténtalo de nuevo.'),
    });

  return (
    <li
      data-testid="reported-review"
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <a
          href={`/negocio/${review.businessId}`}
          className="font-semibold break-words text-brand-800 underline-offset-2 hover:underline"
        >
          {review.businessName}
        </a>
        <span className="text-sm text-slate-600">
          Reportada <time dateTime={review.reportedAt}>{relativeDate(review.reportedAt)}</time>
        </span>
      </div>
      <p className="mt-2 text-sm font-semibold">{review.reviewerName?.trim() || 'Anónimo'}</p>
      <p role="img" aria-label={`${review.rating} de 5 estrellas`} className="mt-1 flex gap-0.5">
        {[1, 2, 3, 4, 5].map((n) => (
          <Star
            key={n}
            aria-hidden
            className={`size-4 ${n <= review.rating ? 'fill-amber-400 text-amber-400' : 'text-slate-300'}`}
          />
        ))}
      </p>
      <p className="mt-2 text-sm break-words whitespace-pre-line text-slate-800">
        {review.comment}
      </p>
      <p className="mt-3 rounded-md bg-amber-50 p-2 text-sm break-words text-amber-900">
        <span className="font-semibold">Motivo del negocio:</span> {review.reportReason}
      </p>
      <p className="mt-2 text-xs text-slate-600">Sigue publicada mientras decides.</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button
          pending={decide.isPending && decide.variables.action === 'keep'}
          pendingText="Guardando..."
          disabled={decide.isPending}
          onClick={() =>
            decide.mutate(
              { id, version, action: 'keep' },
              {
                onSuccess: (answer) => toast({ title: answer.message }),
                onError: failed,
              },
            )
          }
        >
          Mantener publicada
        </Button>
        <Button variant="secondary" disabled={decide.isPending} onClick={() => setRemoving(true)}>
          Retirar
        </Button>
      </div>
      <ReasonDialog
        open={removing}
        onOpenChange={(open) => {
          setRemoving(open);
          if (!open) decide.reset();
        }}
        title="Retirar reseña"
        description="La reseña deja de contar y de verse en el perfil. El motivo queda guardado con ella."
        label="Motivo del retiro"
        submitLabel="Retirar"
        pendingText="Retirando..."
        pending={decide.isPending}
        error={
          decide.isError
            ? serverMessage(decide.error, 'No se pudo retirar la reseña. Inténtalo de nuevo.')
            : undefined
        }
        onSubmit={(reason) =>
          decide.mutate(
            { id, version, action: 'remove', reason },
            {
              onSuccess: (answer) => {
                setRemoving(false);
                toast({ title: answer.message });
              },
            },
          )
        }
      />
    </li>
  );
}
