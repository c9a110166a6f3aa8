// '¿Es tu negocio? Reclámalo' from an imported listing's profile: the claim form of the
// registration wizard, for this listing. Lives in app/ since it joins the profile's data, the
// account and the claim (three features).
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useDocumentTitle } from '../../components/layout/use-document-title';
import { FormAlert } from '../../components/form/form-alert';
import { PageLoading } from '../../components/ui/page-loading';
import { useUser } from '../../features/auth/api/get-user';
import { useBusinessDetail } from '../../features/business-profile/api/get-business';
import { ClaimForm } from '../../features/register-business/components/claim-form';
import { businessIdFromParam } from '@drd/shared/business-path';
import { withNext } from '../../lib/next-path';

export function ClaimBusinessRoute() {
  useDocumentTitle('Reclamar negocio');
  const params = useParams();
  const id = businessIdFromParam(params.id) ?? NaN;
  const business = useBusinessDetail(id);
  const user = useUser();
  const [sent, setSent] = useState<string | null>(null);
  if (business.isPending || user.isPending) return <PageLoading label="Cargando negocio" />;
  if (!business.data) {
    return (
      <div className="mx-auto max-w-2xl px-4 py-8">
        <FormAlert title="No encontramos este negocio." />
      </div>
    );
  }
  const { name } = business.data;
  const profile = `/negocio/${business.data.id}`;
  return (
    <div className="mx-auto max-w-2xl space-y-4 px-4 py-8">
      <h1 className="text-2xl font-bold break-words sm:text-3xl">Reclamar «{name}»</h1>
      <p className="text-slate-700">
        Si eres el dueño, cuéntanos por qué. Un administrador revisará tu solicitud y, si la
        aprueba, podrás actualizar el perfil desde Mis negocios.
      </p>
      {sent ? (
        <FormAlert tone="success" title={sent}>
          <Link to="/mis-negocios" className="underline">
            Ver mis solicitudes
          </Link>
        </FormAlert>
      ) : !user.data ? (
        <FormAlert tone="info" title="Inicia sesión para reclamar el negocio.">
          <Link
            to={withNext('/login', `/reclamar-negocio/${business.data.id}`)}
            className="font-semibold underline"
          >
            Iniciar sesión
          </Link>{' '}
          o{' '}
          <Link
            to={withNext('/register', `/reclamar-negocio/${business.data.id}`)}
            className="font-semibold underline"
          >
            crear una cuenta
          </Link>
        </FormAlert>
      ) : (
        <ClaimForm
          businessId={business.data.id}
          businessName={name}
          onSent={(answer) => setSent(answer.message)}
          onCancel={() => window.history.back()}
        />
      )}
      <Link to={profile} className="inline-block text-brand-800 underline">
        Volver al perfil
      </Link>
    </div>
  );
}
