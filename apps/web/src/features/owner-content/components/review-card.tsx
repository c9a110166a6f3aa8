import { useState } from 'react';
import { Star } from 'lucide-react';
import { REVIEW_MESSAGES, type OwnerReview } from '@drd/shared/api/content/reviews';
import { Button } from '../../../components/form/button';
import { ReasonDialog } from '../../../components/form/reason-dialog';
import { StatusBadge } from '../../../components/ui/status-badge';
import { toast } from '../../../components/ui/toast-store';
import { serverMessage } from '../../../lib/api-client';
import { relativeDate } from '../../../lib/relative-date';
import { useReportReview } from '../api/report-review';
import { ReplyForm } from './reply-form';

/**
 * One public review for the owner: they answer it once, or report it with a reason
 * ('Reportar'); a reported review stays public until an administrator removes it. Owners never
 * hide or delete reviews.
 */
export function ReviewCard({ businessId, review }: { businessId: number; review: OwnerReview }) {
  const report = useReportReview(businessId);
  const [reporting, setReporting] = useState(false);
  const [replying, setReplying] = useState(false);

  const sendReport = (reason: string) =>
    report.mutate(
      { id: review.id, reason },
      {
        onSuccess: () => {
          setReporting(false);
          toast({ title: 'Reseña reportada', description: REVIEW_MESSAGES.reported });
        },
      },
    );

  return (
    <li data-testid="review" className="rounded-lg border border-slate-200 bg-white p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold">{review.reviewerName?.trim() || 'Anónimo'}</p>
        <time dateTime={review.createdAt} className="text-xs text-slate-600">
          {relativeDate(review.createdAt)}
        </time>
      </div>
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
      {review.status === 'reported' && (
        <p className="mt-3 rounded-md bg-amber-50 p-2 text-sm font-medium break-words text-amber-900">
          {REVIEW_MESSAGES.reported}. Tu motivo: {review.reportReason}
        </p>
      )}
      {review.status === 'published' && review.reportReason !== null && (
        <p className="mt-3 rounded-md bg-slate-50 p-2 text-sm break-words text-slate-700">
          Un administrador revisó tu reporte y la reseña sigue publicada.
        </p>
      )}
      {review.reply && (
        <div className="mt-3 rounded-md bg-slate-50 p-3 text-sm">
          <p className="flex flex-wrap items-center gap-2 font-semibold">
            Tu respuesta <StatusBadge status={review.reply.status} feminine />
          </p>
          <p className="mt-1 whitespace-pre-line text-slate-800">{review.reply.reply}</p>
          {review.reply.status === 'pending' && (
            <p className="mt-1 text-xs text-amber-800">
              Pendiente de aprobación: aún no es visible para el público.
            </p>
          )}
        </div>
      )}
      {replying && !review.reply && (
        <ReplyForm businessId={businessId} reviewId={review.id} onDone={() => setReplying(false)} />
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        {!review.reply && !replying && (
          <Button variant="secondary" onClick={() => setReplying(true)}>
            Responder
          </Button>
        )}
        {review.status === 'published' && review.reportReason === null && (
          <Button variant="secondary" onClick={() => setReporting(true)}>
            Reportar
          </Button>
        )}
      </div>
      <ReasonDialog
        open={reporting}
        onOpenChange={(open) => {
          setReporting(open);
          if (!open) report.reset();
        }}
        title="Reportar reseña"
        description="La reseña sigue publicada mientras un administrador la revisa. Si incumple las normas, la retirará. Solo puedes reportarla una vez."
        label="Motivo del reporte"
        submitLabel="Reportar"
        pendingText="Reportando..."
        pending={report.isPending}
        error={
          report.isError
            ? serverMessage(report.error, 'No se pudo reportar la reseña. Inténtalo de nuevo.')
            : undefined
        }
        onSubmit={sendReport}
      />
    </li>
  );
}
