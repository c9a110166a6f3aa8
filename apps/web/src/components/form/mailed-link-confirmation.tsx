// The page a mailed confirmation link opens (a review's, a question's): it spends the token as
// soon as the page opens, says how it went and links back to the business it was about.
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import type { UseMutationResult } from '@tanstack/react-query';
import { businessPath } from '@drd/shared/business-path';
import { serverMessage } from '../../lib/api-client';
import { FormAlert } from './form-alert';

/** What the API answers: the message, and the business to go back to (reviews, questions). */
interface Confirmed {
  message: string;
  business?: { id: number; name: string };
}

interface Texts {
  /** 'Reseña confirmada' */
  done: string;
  /** 'No se pudo confirmar la reseña' */
  failed: string;
  /** 'Confirmando tu reseña...' */
  pending: string;
}

export function MailedLinkConfirmation({
  token,
  confirm,
  texts,
}: {
  token: string;
  confirm: UseMutationResult<Confirmed, Error, { token: string }>;
  texts: Texts;
}) {
  const sent = useRef(false);
  useEffect(() => {
    // Once: a second request with the same token would be refused.
    if (sent.current) return;
    sent.current = true;
    confirm.mutate({ token });
  }, [token, confirm]);

  if (confirm.isSuccess) {
    const { business } = confirm.data;
    return (
      <FormAlert tone="success" title={texts.done}>
        {confirm.data.message}{' '}
        {business ? (
          <Link to={businessPath(business)} className="font-medium break-words underline">
            {business.name ? `Volver a ${business.name}` : 'Volver al negocio'}
          </Link>
        ) : (
          <Link to="/" className="font-medium underline">
            Ir al inicio
          </Link>
        )}
      </FormAlert>
    );
  }
  if (confirm.isError) {
    return (
      <FormAlert title={texts.failed}>
        {serverMessage(confirm.error, 'Revisa tu conexión y vuelve a abrir el enlace.')}
      </FormAlert>
    );
  }
  return <p className="text-slate-700">{texts.pending}</p>;
}
