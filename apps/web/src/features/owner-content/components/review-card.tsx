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
import { useApproveReview } from '../api/reviews';
import { ReplyForm } from './reply-form';

/**
 * One review for the owner: a waiting one is published ('Aprobar') or reported with a reason
 * ('Reportar'); a published one gets the owner's one answer. Owners never delete reviews.
 */
export function ReviewCard({ businessId, review }: { businessId: number; review: OwnerReview }) {
  const approve = useApproveReview(businessId);
  const report = useReportReview(businessId);
  const [reporting, setReporting] = useState(false);
  const [replying, setReplying] = useState(false);
  const busy = approve.isPending || report.isPending;

  const publish = () =>
    approve.mutate(review.id, {
      onSuccess: () => toast({ title: 'Reseña aprobada', description: REVIEW_MESSAGES.approved }),
      onError: () =>
        toast({
          variant: 'destructive',
          title: 'No se pudo aprobar la reseña. Inténtalo de nuevo.',
        }),
    });
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
        <p className="mt-3 rounded-md bg-amber-50 p-2 text-sm font-medium text-amber-900">
          {REVIEW_MESSAGES.reported}
        </p>
      )}
      {review.status === 'waiting' && (
        <div className="mt-3 flex flex-wrap gap-2">
          <Button pending={approve.isPending} disabled={busy} onClick={publish}>
            Aprobar
          </Button>
          <Button variant="secondary" disabled={busy} onClick={() => setReporting(true)}>
            Reportar
          </Button>
          <ReasonDialog
            open={reporting}
            onOpenChange={(open) => {
              setReporting(open);
              if (!open) report.reset();
            }}
            title="Reportar reseña"
            description="La reseña queda oculta hasta que un administrador la revise. Si no incumple las normas, se publicará."
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
        </div>
      )}
      {review.status === 'published' && review.reply && (
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
      {review.status === 'published' &&
        !review.reply &&
        (replying ? (
          <ReplyForm
            businessId={businessId}
            reviewId={review.id}
            onDone={() => setReplying(false)}
          />
        ) : (
          <Button variant="secondary" className="mt-3" onClick={() => setReplying(true)}>
            Responder
          </Button>
        ))}
    </li>
  );
}
