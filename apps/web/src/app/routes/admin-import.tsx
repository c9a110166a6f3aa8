import { AdminPage } from '../../features/admin/components/admin-page';
import { ImportScreen } from '../../features/admin-import/components/import-screen';
import { AdminRoute } from './admin-route';

export function AdminImportRoute() {
  return (
    <AdminRoute>
      <AdminPage
        title="Importar negocios"
        description="Sube un archivo CSV con los negocios de un pueblo: revisa cada fila (nueva, actualización, duplicado o error) antes de importar. Importar el mismo archivo otra vez actualiza por id_externo y no crea nada dos veces."
      >
        <ImportScreen />
      </AdminPage>
    </AdminRoute>
  );
}
