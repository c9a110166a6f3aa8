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
 * The review switch, the counts and the public reviews (all, and those the owner reported, which
 * stay public until an administrator decides) with their actions. A removed review is not listed.
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
  const published = reviews.data.filter((r) => r.status !== 'removed');
  const reported = reviews.data.filter((r) => r.status === 'reported');

  return (
    <div className="space-y-4">
      <SwitchField
        label="Permitir reseñas"
        description="Muestra el formulario de reseñas en tu perfil público."
        checked={profile.data?.reviewsEnabled ?? true}
        disabled={!profile.data || enabled.isPending}
        onCheckedChange={setEnabled}
      />
      <p className="text-sm text-slate-700">
        Las reseñas se publican cuando quien las escribe confirma su correo. Puedes responderlas o
        reportar las que incumplan las normas: siguen publicadas hasta que un administrador decida.
      </p>
      <Tabs.Root defaultValue="published">
        <Tabs.List
          aria-label="Reseñas"
          className="flex gap-2 overflow-x-auto border-b border-slate-200 pb-2"
        >
          <Tabs.Trigger value="published" className={SUB_TAB}>
            Publicadas ({published.length})
          </Tabs.Trigger>
          <Tabs.Trigger value="reported" className={SUB_TAB}>
            Reportadas ({reported.length})
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="published" className="pt-3">
          <ReviewList
            businessId={businessId}
            reviews={published}
            empty="Aún no hay reseñas publicadas."
          />
        </Tabs.Content>
        <Tabs.Content value="reported" className="pt-3">
          <ReviewList
            businessId={businessId}
            reviews={reported}
            empty="No has reportado ninguna reseña."
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
