// 'Verificación' in the owner's page: the badge when there is one, the latest request's state with
// the administrator's note, and the form whenever none is waiting.
import { BadgeCheck } from 'lucide-react';
import { VERIFICATION_KIND_LABELS, type OwnVerification } from '@drd/shared/api/verification';
import { formatDate } from '@drd/shared/format';
import { FormAlert } from '../../../components/form/form-alert';
import { PageLoading } from '../../../components/ui/page-loading';
import { useVerification } from '../api/get-verification';
import { VerificationForm } from './verification-form';

const STATUS_TEXT: Record<NonNullable<OwnVerification['request']>['status'], string> = {
  pending: 'Pendiente de revisión',
  approved: 'Aprobada',
  rejected: 'Rechazada',
  lapsed: 'Ya no vale',
};

export function VerificationTab({ businessId }: { businessId: number }) {
  const query = useVerification(businessId);
  if (query.isPending) return <PageLoading label="Cargando la verificación..." />;
  if (query.isError) {
    return <FormAlert title="Error">No se pudo cargar la verificación.</FormAlert>;
  }
  const { verifiedAt, request } = query.data;
  return (
    <section aria-labelledby="verificacion" className="space-y-4">
      <div>
        <h2 id="verificacion" className="text-xl font-bold">
          Verificación
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          Un negocio verificado muestra la insignia «Verificado» en su perfil y en el directorio. Si
          cambia el nombre, la categoría o el dueño del negocio, hay que pedirla de nuevo.
        </p>
      </div>
      {verifiedAt && (
        <p className="flex items-center gap-2 rounded-lg bg-emerald-50 p-3 text-emerald-900 ring-1 ring-emerald-200">
          <BadgeCheck className="size-5 shrink-0" aria-hidden />
          Tu negocio está verificado desde el {formatDate(verifiedAt)}.
        </p>
      )}
      {request && (
        <dl
          data-testid="verification-status"
          className="grid grid-cols-1 gap-3 rounded-lg bg-slate-50 p-3 min-[480px]:grid-cols-2"
        >
          <div>
            <dt className="text-xs font-medium text-slate-600">Última solicitud</dt>
            <dd className="text-sm">
              {VERIFICATION_KIND_LABELS[request.kind]} · {formatDate(request.createdAt)}
            </dd>
          </div>
          <div>
            <dt className="text-xs font-medium text-slate-600">Estado</dt>
            <dd className="text-sm font-semibold">{STATUS_TEXT[request.status]}</dd>
          </div>
          {request.adminNotes && (
            <div className="min-[480px]:col-span-2">
              <dt className="text-xs font-medium text-slate-600">
                {/* A lapse is the system's doing (a new name, category or owner), not a person's. */}
                {request.status === 'lapsed' ? 'Aviso del sistema' : 'Nota del administrador'}
              </dt>
              <dd className="text-sm break-words whitespace-pre-line">{request.adminNotes}</dd>
            </div>
          )}
        </dl>
      )}
      {request?.status === 'pending' ? (
        <p className="text-sm text-slate-700">
          Un administrador revisará tu solicitud. Verás aquí su decisión.
        </p>
      ) : request?.status === 'approved' && verifiedAt ? null : (
        <VerificationForm businessId={businessId} />
      )}
    </section>
  );
}
