import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { FormAlert } from '../../../components/form/form-alert';
import { serverMessage } from '../../../lib/api-client';
import { useVerifyEmail } from '../api/verify-email';

/** Spends the link's token as soon as the page opens and says how it went. */
export function VerifyEmailResult({ token }: { token: string }) {
  const verify = useVerifyEmail();
  const sent = useRef(false);
  useEffect(() => {
    // Once: a second request with the same token would be refused.
    if (sent.current) return;
    sent.current = true;
    verify.mutate({ token });
  }, [token, verify]);

  if (verify.isSuccess) {
    return (
      <FormAlert tone="success" title="Correo confirmado">
        {verify.data.message}{' '}
        <Link to="/" className="font-medium underline">
          Ir al inicio
        </Link>
      </FormAlert>
    );
  }
  if (verify.isError) {
    return (
      <FormAlert title="No se pudo confirmar el correo">
        {serverMessage(verify.error, 'Revisa tu conexión y vuelve a abrir el enlace.')}
      </FormAlert>
    );
  }
  return <p className="text-slate-700">Confirmando tu correo...</p>;
}
