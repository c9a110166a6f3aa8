// The page a mailed confirmation link opens (a review's, a question's): it spends the token as
// soon as the page opens and says how it went.
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import type { UseMutationResult } from '@tanstack/react-query';
import { serverMessage } from '../../lib/api-client';
import { FormAlert } from './form-alert';

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
  confirm: UseMutationResult<{ message: string }, Error, { token: string }>;
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
    return (
      <FormAlert tone="success" title={texts.done}>
        {confirm.data.message}{' '}
        <Link to="/" className="font-medium underline">
          Ir al inicio
        </Link>
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
