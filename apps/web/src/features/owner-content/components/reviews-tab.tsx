import { Tabs } from 'radix-ui';
import type { OwnerReview } from '@drd/shared/api/content/reviews';
import { FormAlert } from '../../../components/form/form-alert';
import { SwitchField } from '../../../components/form/switch-field';
import { toast } from '../../../components/ui/toast-store';
import { useOwnerReviews, useReviewsEnabled } from '../api/reviews';
import { ReviewCard } from './review-card';
import { useOwnerProfile } from '../../../lib/owner-profile';

const SUB_TAB =
  'inline-flex min-h-11 items-center rounded-md px-3 text-sm font-semibold whitespace-nowrap text-slate-700 data-[state=active]:bg-brand-50 data-[state=active]:text-brand-800';

/**
 * The review switch, the counts and the pending (waiting or reported) and published reviews with
 * their actions. A review an administrator removed is no longer listed.
 */
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
  const pending = reviews.data.filter((r) => r.status === 'waiting' || r.status === 'reported');
  const approved = reviews.data.filter((r) => r.status === 'published');

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
