// /invitacion?token=…: the person the e-mail went to accepts, signed in, to manage the business
// or to become its owner.
import { Link } from 'react-router';
import { Button } from '../../../components/form/button';
import { FormAlert } from '../../../components/form/form-alert';
import { serverMessage } from '../../../lib/api-client';
import { useAcceptInvitation } from '../api/accept-invitation';

export function AcceptInvitation({ token }: { token: string }) {
  const accept = useAcceptInvitation();
  if (accept.data) {
    const { business, kind, message } = accept.data;
    return (
      <div className="space-y-4" role="status">
        <p className="text-lg font-semibold">{message}</p>
        <p className="text-slate-700">
          {kind === 'manager'
            ? `Ya puedes editar «${business.name}» desde Mis negocios.`
            : `«${business.name}» ahora está en tu cuenta, con su plan.`}
        </p>
        <Link
          to={`/mi-negocio/${business.id}`}
          className="inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800"
        >
          Ir al negocio
        </Link>
      </div>
    );
  }
  return (
    <div className="space-y-4">
      <p className="text-slate-700">
        Te invitaron a un negocio de Directorio RD. Al aceptar, quedará unido a la cuenta con la que
        iniciaste sesión.
      </p>
      {accept.error && (
        <FormAlert title="No se pudo aceptar">
          {serverMessage(accept.error, 'Intenta de nuevo en unos minutos')}
        </FormAlert>
      )}
      <Button
        pending={accept.isPending}
        pendingText="Aceptando..."
        onClick={() => accept.mutate(token)}
      >
        Aceptar invitación
      </Button>
    </div>
  );
}
