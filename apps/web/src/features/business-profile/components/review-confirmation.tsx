import { MailedLinkConfirmation } from '../../../components/form/mailed-link-confirmation';
import { useConfirmReview } from '../api/confirm-review';

const TEXTS = {
  done: 'Reseña confirmada',
  failed: 'No se pudo confirmar la reseña',
  pending: 'Confirmando tu reseña...',
};

/** The review's mailed link: from now the review is public. */
export function ReviewConfirmation({ token }: { token: string }) {
  return <MailedLinkConfirmation token={token} confirm={useConfirmReview()} texts={TEXTS} />;
}
