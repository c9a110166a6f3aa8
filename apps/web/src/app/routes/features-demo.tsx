import { Info } from 'lucide-react';
import { useDocumentTitle } from '../../components/layout/use-document-title';
import { FeaturesShowcase } from '../../features/marketing/components/showcase/features-showcase';

/** The new features showcase: static sample content, said to be so. */
export function FeaturesDemoRoute() {
  useDocumentTitle('Nuevas funcionalidades');
  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-8">
      <div>
        <h1 className="text-2xl font-bold sm:text-3xl">Nuevas funcionalidades</h1>
        <p className="mt-1 text-slate-700">
          Lo que tu negocio podrá mostrar en su perfil de Directorio RD.
        </p>
      </div>
      <p className="flex gap-2 rounded-xl bg-amber-50 p-4 text-amber-950 ring-1 ring-amber-200">
        <Info className="mt-0.5 size-5 shrink-0" aria-hidden />
        <span>
          Esta página es una demostración: las reseñas, cupones, cifras y niveles que ves son
          ejemplos de un negocio ficticio, no datos reales del directorio.
        </span>
      </p>
      <FeaturesShowcase />
    </div>
  );
}
