import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { FormAlert } from '../../../components/form/form-alert';
import { serverMessage } from '../../../lib/api-client';
import { useConfirmReview } from '../api/confirm-review';

/** Spends the link's token as soon as the page opens and says how it went. */
export function ReviewConfirmation({ token }: { token: string }) {
  const confirm = useConfirmReview();
  const sent = useRef(false);
  useEffect(() => {
    // Once: a second request with the same token would be refused.
    if (sent.current) return;
    sent.current = true;
    confirm.mutate({ token });
  }, [token, confirm]);

  if (confirm.isSuccess) {
    return (
      <FormAlert tone="success" title="Reseña confirmada">
        {confirm.data.message}{' '}
        <Link to="/" className="font-medium underline">
          Ir al inicio
        </Link>
      </FormAlert>
    );
  }
  if (confirm.isError) {
    return (
      <FormAlert title="No se pudo confirmar la reseña">
        {serverMessage(confirm.error, 'Revisa tu conexión y vuelve a abrir el enlace.')}
      </FormAlert>
    );
  }
  return <p className="text-slate-700">Confirmando tu reseña...</p>;
}
