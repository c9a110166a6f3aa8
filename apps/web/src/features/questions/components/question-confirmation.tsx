import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { FormAlert } from '../../../components/form/form-alert';
import { serverMessage } from '../../../lib/api-client';
import { useConfirmQuestion } from '../api/confirm-question';

/** Spends the link's token as soon as the page opens and says how it went. */
export function QuestionConfirmation({ token }: { token: string }) {
  const confirm = useConfirmQuestion();
  const sent = useRef(false);
  useEffect(() => {
    // Once: a second request with the same token would be refused.
    if (sent.current) return;
    sent.current = true;
    confirm.mutate({ token });
  }, [token, confirm]);

  if (confirm.isSuccess) {
    return (
      <FormAlert tone="success" title="Pregunta confirmada">
        {confirm.data.message}{' '}
        <Link to="/" className="font-medium underline">
          Ir al inicio
        </Link>
      </FormAlert>
    );
  }
  if (confirm.isError) {
    return (
      <FormAlert title="No se pudo confirmar la pregunta">
        {serverMessage(confirm.error, 'Revisa tu conexión y vuelve a abrir el enlace.')}
      </FormAlert>
    );
  }
  return <p className="text-slate-700">Confirmando tu pregunta...</p>;
}
