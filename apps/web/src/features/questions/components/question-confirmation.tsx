import { MailedLinkConfirmation } from '../../../components/form/mailed-link-confirmation';
import { useConfirmQuestion } from '../api/confirm-question';

const TEXTS = {
  done: 'Pregunta confirmada',
  failed: 'No se pudo confirmar la pregunta',
  pending: 'Confirmando tu pregunta...',
};

/** The question's mailed link: it sends the question to the administrators. */
export function QuestionConfirmation({ token }: { token: string }) {
  return <MailedLinkConfirmation token={token} confirm={useConfirmQuestion()} texts={TEXTS} />;
}
