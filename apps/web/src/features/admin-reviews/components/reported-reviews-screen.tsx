import { Inbox } from 'lucide-react';
import { Button } from '../../../components/form/button';
import { FormAlert } from '../../../components/form/form-alert';
import { PageLoading } from '../../../components/ui/page-loading';
import { useReportedReviews } from '../api/get-reported-reviews';
import { ReportedReviewItem } from './reported-review-item';

/** /admin/resenas: the reviews owners reported, oldest report first. */
export function ReportedReviewsScreen() {
  const reviews = useReportedReviews();
  if (reviews.isPending) return <PageLoading label="Cargando reseñas reportadas" />;
  if (reviews.isError) {
    return (
      <div className="space-y-3">
        <FormAlert title="No se pudieron cargar las reseñas reportadas.">
          Revisa tu conexión e inténtalo de nuevo.
        </FormAlert>
        <Button variant="secondary" onClick={() => void reviews.refetch()}>
          Reintentar
        </Button>
      </div>
    );
  }
  if (reviews.data.length === 0) {
    return (
      <div className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
        <Inbox className="mx-auto size-10 text-slate-400" aria-hidden />
        <p className="mt-3 text-lg font-semibold">No hay reseñas reportadas</p>
      </div>
    );
  }
  return (
    <ul className="space-y-4">
      {reviews.data.map((review) => (
        <ReportedReviewItem key={review.id} review={review} />
      ))}
    </ul>
  );
}
