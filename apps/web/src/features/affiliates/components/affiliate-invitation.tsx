import { Handshake } from 'lucide-react';
import { Link } from 'react-router';
import { AFFILIATE_MESSAGES } from '@drd/shared/api/affiliates';
import { Button } from '../../../components/form/button';
import { toast } from '../../../components/ui/toast-store';
import { useBecomeAffiliate } from '../api/become-affiliate';

export const LOGIN_FOR_AFFILIATES = '/login?next=/afiliados';

/** The non-affiliate's page: what the programme pays, and the button to join it. */
export function AffiliateInvitation({ signedIn }: { signedIn: boolean }) {
  const become = useBecomeAffiliate();
  const onBecome = () => {
    if (!signedIn) {
      toast({
        title: 'Error',
        description: AFFILIATE_MESSAGES.signInRequired,
        variant: 'destructive',
      });
      return;
    }
    // mutateAsync: the toast shows even though the dashboard replaces this page on success.
    void become.mutateAsync().then(
      () =>
        toast({
          title: AFFILIATE_MESSAGES.congratulations,
          description: AFFILIATE_MESSAGES.becameAffiliate,
        }),
      () =>
        toast({
          title: 'Error',
          description: AFFILIATE_MESSAGES.becomeFailed,
          variant: 'destructive',
        }),
    );
  };
  return (
    <section className="mx-auto max-w-3xl space-y-6 rounded-xl border border-slate-200 bg-white p-6 text-center sm:p-10">
      <Handshake className="mx-auto size-12 text-brand-700" aria-hidden />
      <h1 className="text-2xl font-bold sm:text-3xl">Programa de afiliados</h1>
      <p className="text-slate-700">
        Recomienda Directorio RD a dueños de negocios y gana el 15 % de cada pago de sus planes, el
        primer año y cada renovación. Los primeros 1,000 afiliados reciben un bono del 20 % en sus
        comisiones durante sus primeros 3 meses.
      </p>
      <ul className="mx-auto max-w-md space-y-1 text-left text-slate-700">
        <li>• Un enlace y un código propios para compartir.</li>
        <li>• Comisiones pendientes 30 días y luego aprobadas.</li>
        <li>• Pagos mensuales desde US$ 25.00 acumulados.</li>
      </ul>
      {!signedIn && (
        <p className="text-slate-700">
          <Link to={LOGIN_FOR_AFFILIATES} className="font-semibold text-brand-800 underline">
            Inicia sesión
          </Link>{' '}
          o{' '}
          <Link to="/register?next=/afiliados" className="font-semibold text-brand-800 underline">
            crea una cuenta
          </Link>{' '}
          para convertirte en afiliado.
        </p>
      )}
      <Button onClick={onBecome} pending={become.isPending} pendingText="Procesando...">
        Convertirme en afiliado
      </Button>
    </section>
  );
}
