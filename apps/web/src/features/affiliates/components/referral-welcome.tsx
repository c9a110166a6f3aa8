// The page an affiliate's link opens (/registro?ref=CODE): who invites, and the way to register a
// business, where the code is already filled in (issue #32: no dead ends).
import { Link } from 'react-router';
import { Store } from 'lucide-react';
import { REFERRAL_MESSAGES } from '@drd/shared/api/referrals';
import { PageLoading } from '../../../components/ui/page-loading';
import { useReferralPage } from '../api/get-referral-page';

const PRIMARY =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800';
const SECONDARY =
  'inline-flex min-h-11 items-center justify-center rounded-md px-4 py-2 font-semibold text-brand-800 ring-1 ring-brand-700 hover:bg-brand-50';

export function ReferralWelcome({ code }: { code: string }) {
  const page = useReferralPage(code);
  if (page.isPending) return <PageLoading label="Cargando la invitación..." />;
  const name = page.data?.affiliateName;
  return (
    <div className="space-y-4" data-testid="referral-page">
      <h1 className="text-2xl font-bold text-slate-900">
        {name ? `${name} te invita a Directorio RD` : 'Registra tu negocio en Directorio RD'}
      </h1>
      {name ? (
        <p className="text-slate-700">
          Registra tu negocio para que tus clientes te encuentren por nombre, categoría y lugar, y
          te llamen o te escriban por WhatsApp. El código de referido{' '}
          <strong className="whitespace-nowrap">{page.data?.code}</strong> ya queda puesto en el
          formulario.
        </p>
      ) : (
        <p role="alert" className="text-slate-700">
          {REFERRAL_MESSAGES.invalid} Puedes registrar tu negocio igual.
        </p>
      )}
      <div className="flex flex-col gap-3 sm:flex-row">
        <Link to="/registrar-negocio" className={PRIMARY}>
          <Store className="size-4" aria-hidden />
          Registrar mi negocio
        </Link>
        <Link to="/planes" className={SECONDARY}>
          Ver los planes
        </Link>
      </div>
    </div>
  );
}
