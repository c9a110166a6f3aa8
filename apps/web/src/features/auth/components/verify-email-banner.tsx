import type { CurrentUser } from '@drd/shared/api/auth';
import { serverMessage } from '../../../lib/api-client';
import { useResendVerification } from '../api/resend-verification';

/** Reminds a signed-in user who has not confirmed the e-mail, with a way to get a new link. */
export function VerifyEmailBanner({ user }: { user: CurrentUser | null | undefined }) {
  const resend = useResendVerification();
  if (!user || user.emailVerified) return null;
  return (
    <div role="status" className="border-b border-amber-200 bg-amber-50 text-amber-950">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-3 gap-y-1 px-4 py-2 text-sm">
        <p className="min-w-0 flex-1 break-words">
          {resend.isSuccess
            ? resend.data.message
            : resend.isError
              ? serverMessage(resend.error, 'No se pudo enviar el enlace. Inténtalo más tarde.')
              : `Confirma tu correo: te enviamos un enlace a ${user.email}.`}
        </p>
        {!resend.isSuccess && (
          <button
            type="button"
            onClick={() => resend.mutate()}
            disabled={resend.isPending}
            className="inline-flex min-h-11 items-center font-semibold underline disabled:opacity-60"
          >
            {resend.isPending ? 'Enviando...' : 'Reenviar enlace'}
          </button>
        )}
      </div>
    </div>
  );
}
