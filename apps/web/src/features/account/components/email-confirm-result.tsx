import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { FormAlert } from '../../../components/form/form-alert';
import { serverMessage } from '../../../lib/api-client';
import { useConfirmEmailChange } from '../api/confirm-email-change';

/** Spends the mailed link's token as the page opens and says how it went. */
export function EmailConfirmResult({ token }: { token: string }) {
  const confirm = useConfirmEmailChange();
  const sent = useRef(false);
  useEffect(() => {
    // Once: a second request with the same token would be refused.
    if (sent.current) return;
    sent.current = true;
    confirm.mutate(token);
  }, [token, confirm]);

  if (confirm.isSuccess) {
    return (
      <FormAlert tone="success" title="Correo cambiado">
        {confirm.data.message}{' '}
        <Link to="/cuenta" className="font-medium underline">
          Ir a Mi cuenta
        </Link>
      </FormAlert>
    );
  }
  if (confirm.isError) {
    return (
      <FormAlert title="No se pudo cambiar el correo">
        {serverMessage(confirm.error, 'Revisa tu conexión y vuelve a abrir el enlace.')}
      </FormAlert>
    );
  }
  return <p className="text-slate-700">Confirmando tu nuevo correo...</p>;
}
