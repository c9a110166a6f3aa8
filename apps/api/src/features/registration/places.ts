// The registration's category and places must exist and belong together (a municipality of the
// chosen province, a district of the chosen municipality).
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/raw';
import { badRequest } from '../../lib/http-error';

export async function assertRegistrationPlaces(
  db: Db,
  input: {
    category: number;
    province: number;
    municipality: number;
    districtMunicipality?: number;
  },
): Promise<void> {
  const [row] = await queryRows<{
    category: boolean;
    province: boolean;
    municipality: boolean;
    district: boolean;
  }>(
    db,
    sql`select
      exists(select 1 from categories where id = ${input.category}) as category,
      exists(select 1 from provinces where id = ${input.province}) as province,
      exists(select 1 from municipalities
             where id = ${input.municipality} and province_id = ${input.province}) as municipality,
      ${input.districtMunicipality ?? null}::int is null or exists(select 1 from municipal_districts
             where id = ${input.districtMunicipality ?? null}::int
               and municipality_id = ${input.municipality}) as district`,
  );
  const details: Record<string, string[]> = {};
  if (!row?.category) details.category = ['Debe seleccionar una categoría'];
  if (!row?.province) details.province = ['Debe seleccionar una provincia'];
  else if (!row.municipality) details.municipality = ['El municipio no pertenece a la provincia'];
  if (!row?.district) {
    details.districtMunicipality = ['El distrito municipal no pertenece al municipio'];
  }
  if (Object.keys(details).length > 0) throw badRequest('Datos inválidos', details);
}
