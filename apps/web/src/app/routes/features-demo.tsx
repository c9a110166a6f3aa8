import { Info } from 'lucide-react';
import { useDocumentTitle } from '../../components/layout/use-document-title';
import { PageLoading } from '../../components/ui/page-loading';
import { ApiRequestError } from '../../lib/api-client';
import { useShowcase } from '../../features/demo-showcase/api/get-showcase';
import { FeaturesShowcase } from '../../features/demo-showcase/components/features-showcase';
import { ShowcaseError } from '../../features/demo-showcase/components/showcase-error';

/** The features an owner gets, each live from one demo business of the directory. */
export function FeaturesDemoRoute() {
  useDocumentTitle('Nuevas funcionalidades');
  const query = useShowcase();
  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-8">
      <div>
        <h1 className="text-2xl font-bold sm:text-3xl">Nuevas funcionalidades</h1>
        <p className="mt-1 text-slate-700">
          Lo que tu negocio puede mostrar en Directorio RD, en vivo desde un negocio del directorio.
        </p>
      </div>
      {query.isPending ? (
        <PageLoading label="Cargando la demostración..." />
      ) : query.isError ? (
        <ShowcaseError
          missing={query.error instanceof ApiRequestError && query.error.status === 404}
          retrying={query.isRefetching}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <>
          <p className="flex gap-2 rounded-xl bg-brand-50 p-4 text-brand-950 ring-1 ring-brand-200">
            <Info className="mt-0.5 size-5 shrink-0" aria-hidden />
            <span>
              Todo lo que ves aquí es real: el perfil, las reseñas, las estadísticas y un mensaje
              recibido de <strong>{query.data.business.name}</strong>, un negocio de la demostración
              del directorio, tal como lo ve su dueño.
            </span>
          </p>
          <FeaturesShowcase showcase={query.data} />
        </>
      )}
    </div>
  );
}
