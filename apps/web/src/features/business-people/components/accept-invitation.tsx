// /invitacion?token=…: before any button, the page names the business, who invited and what the
// link gives; signed out it offers 'Crear cuenta' (with the address the e-mail carried) and
// 'Entrar'; signed in, 'Aceptar', which only the invitee's confirmed account passes (issue #41).
import { Link } from 'react-router';
import type { InvitationPreview } from '@drd/shared/api/managers';
import { Button } from '../../../components/form/button';
import { FormAlert } from '../../../components/form/form-alert';
import { PageLoading } from '../../../components/ui/page-loading';
import { serverMessage } from '../../../lib/api-client';
import { withNext } from '../../../lib/next-path';
import { useAcceptInvitation } from '../api/accept-invitation';
import { useInvitationPreview } from '../api/get-invitation-preview';

const LINK =
  'inline-flex min-h-11 items-center justify-center rounded-lg px-4 font-semibold text-center';

function WhatItGives({ preview }: { preview: InvitationPreview }) {
  const name = `«${preview.businessName}»`;
  return (
    <div className="space-y-2">
      <p className="text-lg font-semibold break-words">
        {preview.kind === 'manager'
          ? `Te invitan a gestionar ${name}`
          : `Te transfieren la propiedad de ${name}: serás su dueño y responsable del pago`}
      </p>
      <p className="text-slate-700 break-words">
        {preview.inviterName} te envió esta invitación.{' '}
        {preview.kind === 'manager'
          ? 'Como gestor podrás editar su perfil, sus horarios y su contenido, y leer sus estadísticas y mensajes.'
          : 'El negocio y su plan pasan a tu cuenta, y el dueño actual deja de verlo.'}
      </p>
      <p className="text-sm text-slate-700 break-words">
        Es para la cuenta con el correo <strong>{preview.email}</strong>.
      </p>
    </div>
  );
}

/** 'Crear cuenta' with the address from the e-mail's link, and 'Entrar', both coming back here. */
function SignedOutChoices({ back, email }: { back: string; email: string | null }) {
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-700">
        Para aceptarla, entra con esa cuenta o créala con ese correo.
      </p>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Link
          to={withNext('/register', back)}
          state={email ? { email } : undefined}
          className={`${LINK} bg-brand-700 text-white hover:bg-brand-800`}
        >
          Crear cuenta
        </Link>
        <Link
          to={withNext('/login', back)}
          className={`${LINK} border border-slate-300 bg-white text-slate-800 hover:bg-slate-50`}
        >
          Entrar
        </Link>
      </div>
    </div>
  );
}

function Accept({ token, kind }: { token: string; kind: InvitationPreview['kind'] }) {
  const accept = useAcceptInvitation();
  if (accept.data) {
    const { business, message } = accept.data;
    return (
      <div className="space-y-4" role="status">
        <p className="text-lg font-semibold">{message}</p>
        <p className="text-slate-700">
          {accept.data.kind === 'manager'
            ? `Ya puedes editar «${business.name}» desde Mis negocios.`
            : `«${business.name}» ahora está en tu cuenta, con su plan.`}
        </p>
        <Link to={`/mi-negocio/${business.id}`} className={`${LINK} bg-brand-700 text-white`}>
          Ir al negocio
        </Link>
      </div>
    );
  }
  return (
    <div className="space-y-4">
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
        {kind === 'manager' ? 'Aceptar invitación' : 'Aceptar transferencia'}
      </Button>
    </div>
  );
}

interface AcceptInvitationProps {
  token: string;
  signedIn: boolean;
  /** The address the e-mail's link carried in its fragment, to prefill 'Crear cuenta'. */
  email: string | null;
}

export function AcceptInvitation({ token, signedIn, email }: AcceptInvitationProps) {
  const preview = useInvitationPreview(token);
  if (preview.isPending) return <PageLoading quiet />;
  if (preview.error) {
    return (
      <FormAlert title="Esta invitación ya no vale">
        {serverMessage(preview.error, 'Intenta de nuevo en unos minutos')}
      </FormAlert>
    );
  }
  const back = `/invitacion?token=${encodeURIComponent(token)}`;
  return (
    <div className="space-y-5">
      <WhatItGives preview={preview.data} />
      {signedIn ? (
        <Accept token={token} kind={preview.data.kind} />
      ) : (
        <SignedOutChoices back={back} email={email} />
      )}
    </div>
  );
}
