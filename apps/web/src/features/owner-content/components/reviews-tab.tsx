import { useState } from 'react';
import { Star } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { REVIEW_MESSAGES, type OwnerReview } from '@drd/shared/api/content/reviews';
import { Button } from '../../../components/form/button';
import { FormAlert } from '../../../components/form/form-alert';
import { SwitchField } from '../../../components/form/switch-field';
import { StatusBadge } from '../../../components/ui/status-badge';
import { toast } from '../../../components/ui/toast-store';
import { relativeDate } from '../../../lib/relative-date';
import { useDecideReview, useOwnerReviews, useReviewsEnabled } from '../api/reviews';
import { ReplyForm } from './reply-form';
import { useOwnerProfile } from '../../../lib/owner-profile';

const SUB_TAB =
  'inline-flex min-h-11 items-center rounded-md px-3 text-sm font-semibold whitespace-nowrap text-slate-700 data-[state=active]:bg-brand-50 data-[state=active]:text-brand-800';

/** The review switch, the counts and the pending and approved reviews with their actions. */
export function ReviewsTab({ businessId }: { businessId: number }) {
  const reviews = useOwnerReviews(businessId);
  const profile = useOwnerProfile(businessId);
  const enabled = useReviewsEnabled(businessId);

  const setEnabled = (value: boolean) =>
    enabled.mutate(value, {
      onSuccess: () =>
        toast({
          title: value ? 'Reseñas activadas' : 'Reseñas desactivadas',
          description: value
            ? 'Los visitantes pueden dejar reseñas.'
            : 'Los visitantes ya no pueden dejar reseñas.',
        }),
      onError: () =>
        toast({
          variant: 'destructive',
          title: 'No se pudo actualizar la configuración. Inténtalo de nuevo.',
        }),
    });

  if (reviews.isPending) return <p className="py-6 text-sm text-slate-600">Cargando…</p>;
  if (reviews.isError) return <FormAlert title="No se pudieron cargar las reseñas." />;
  const pending = reviews.data.filter((r) => !r.isApproved);
  const approved = reviews.data.filter((r) => r.isApproved);

  return (
    <div className="space-y-4">
      <SwitchField
        label="Permitir reseñas"
        description="Muestra el formulario de reseñas en tu perfil público."
        checked={profile.data?.reviewsEnabled ?? true}
        disabled={!profile.data || enabled.isPending}
        onCheckedChange={setEnabled}
      />
      <Tabs.Root defaultValue="pending">
        <Tabs.List
          aria-label="Reseñas"
          className="flex gap-2 overflow-x-auto border-b border-slate-200 pb-2"
        >
          <Tabs.Trigger value="pending" className={SUB_TAB}>
            Pendientes ({pending.length})
          </Tabs.Trigger>
          <Tabs.Trigger value="approved" className={SUB_TAB}>
            Aprobadas ({approved.length})
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="pending" className="pt-3">
          <ReviewList
            businessId={businessId}
            reviews={pending}
            empty="No hay reseñas pendientes de aprobación."
          />
        </Tabs.Content>
        <Tabs.Content value="approved" className="pt-3">
          <ReviewList
            businessId={businessId}
            reviews={approved}
            empty="Aún no hay reseñas aprobadas."
          />
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}

function ReviewList(props: { businessId: number; reviews: OwnerReview[]; empty: string }) {
  if (props.reviews.length === 0)
    return (
      <p className="rounded-md border border-dashed border-slate-300 p-6 text-center text-sm text-slate-600">
        {props.empty}
      </p>
    );
  return (
    <ul className="space-y-3">
      {props.reviews.map((review) => (
        <ReviewCard key={review.id} businessId={props.businessId} review={review} />
      ))}
    </ul>
  );
}

function ReviewCard({ businessId, review }: { businessId: number; review: OwnerReview }) {
  const decide = useDecideReview(businessId);
  const [replying, setReplying] = useState(false);
  const act = (action: 'approve' | 'reject') =>
    decide.mutate(
      { id: review.id, action },
      {
        onSuccess: () =>
          toast(
            action === 'approve'
              ? { title: 'Reseña aprobada', description: REVIEW_MESSAGES.approved }
              : { title: 'Reseña rechazada', description: REVIEW_MESSAGES.rejected },
          ),
        onError: () =>
          toast({
            variant: 'destructive',
            title:
              action === 'approve'
                ? 'No se pudo aprobar la reseña. Inténtalo de nuevo.'
                : 'No se pudo rechazar la reseña. Inténtalo de nuevo.',
          }),
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
      <p className="mt-2 text-sm whitespace-pre-line text-slate-800">{review.comment}</p>
      {!review.isApproved && (
        <div className="mt-3 flex flex-wrap gap-2">
          <Button pending={decide.isPending} onClick={() => act('approve')}>
            Aprobar
          </Button>
          <Button variant="secondary" disabled={decide.isPending} onClick={() => act('reject')}>
            Rechazar
          </Button>
        </div>
      )}
      {review.isApproved && review.reply && (
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
      {review.isApproved &&
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
