// /mi-negocio/{id}: the owner's page of one business. The content tabs come from the route as a
// slot (features do not import each other).
import type { ReactNode } from 'react';
import type { OwnerProfile } from '@drd/shared/api/content/profile';
import { Link, Navigate } from 'react-router';
import { ArrowLeft, Info } from 'lucide-react';
import { FormAlert } from '../../../components/form/form-alert';
import { PageLoading } from '../../../components/ui/page-loading';
import { ApiRequestError } from '../../../lib/api-client';
import { withNext } from '../../../lib/next-path';
import { useOwnerProfile } from '../../../lib/owner-profile';
import { useMyRole } from '../api/get-my-role';
import { BusinessHeader } from './business-header';
import { ChangeStatusCard } from './change-status-card';
import { InformationCard } from './information-card';
import { SpecialHoursCard } from './special-hours-card';
import { SubscriptionCard } from './subscription-card';

export const ownerPageLogin = (businessId: number) =>
  withNext('/login', `/mi-negocio/${businessId}`);

const BACK_LINK =
  'inline-flex min-h-11 items-center gap-1.5 font-medium text-brand-800 hover:underline';

function ApprovalInfo() {
  return (
    <div
      role="note"
      className="flex gap-3 rounded-xl border border-sky-300 bg-sky-50 p-4 text-sm text-sky-950"
    >
      <Info className="mt-0.5 size-5 shrink-0 text-sky-700" aria-hidden />
      <div>
        <p className="font-semibold">¿Cómo se aprueban tus cambios?</p>
        <p className="mt-1">
          Todo lo que agregas o cambias queda pendiente hasta que un administrador lo revisa. Lo
          aprobado se publica en tu perfil; mientras tanto, tus clientes siguen viendo la versión
          publicada. Si un cambio es rechazado, verás la nota del administrador y podrás corregirlo.
        </p>
      </div>
    </div>
  );
}

function ManagerNote() {
  return (
    <p role="note" className="rounded-xl bg-slate-100 p-4 text-sm text-slate-800">
      Gestionas este negocio para su dueño: puedes editar su perfil y contenido y leer sus
      estadísticas y mensajes. El plan, los pagos y las personas los maneja el dueño.
    </p>
  );
}

export function OwnerBusinessScreen({
  businessId,
  contentTabs,
  people,
}: {
  businessId: number;
  /** The content tabs, given the business they belong to (composed in app/). */
  contentTabs: (business: OwnerProfile['business']) => ReactNode;
  /** 'Personas' and 'Transferir', for the owner (and administrators), never for managers. */
  people?: (business: OwnerProfile['business']) => ReactNode;
}) {
  const query = useOwnerProfile(businessId);
  const role = useMyRole(businessId).data?.role;
  // A session that ended since the page loaded.
  if (query.error instanceof ApiRequestError && query.error.status === 401) {
    return <Navigate to={ownerPageLogin(businessId)} replace />;
  }
  return (
    <div className="mx-auto max-w-3xl space-y-5 px-4 py-6 sm:py-8">
      <Link to="/mis-negocios" className={BACK_LINK}>
        <ArrowLeft className="size-4" aria-hidden />
        Mis negocios
      </Link>
      {query.isPending ? (
        <PageLoading label="Cargando tu negocio..." />
      ) : query.isError ? (
        <>
          <h1 className="text-2xl font-bold">Mi negocio</h1>
          <FormAlert title="Error">
            No se pudo cargar la información del negocio. Verifica que tienes acceso a este negocio.
          </FormAlert>
        </>
      ) : (
        <>
          <BusinessHeader business={query.data.business} tagline={query.data.profile.tagline} />
          {role === 'manager' && <ManagerNote />}
          {role && role !== 'manager' && (
            <SubscriptionCard
              businessId={businessId}
              businessName={query.data.business.name}
              suspended={Boolean(query.data.business.suspension)}
            />
          )}
          <InformationCard profile={query.data} />
          <SpecialHoursCard businessId={businessId} />
          {contentTabs(query.data.business)}
          <ApprovalInfo />
          <ChangeStatusCard businessId={businessId} />
          {role && role !== 'manager' && people?.(query.data.business)}
        </>
      )}
    </div>
  );
}
