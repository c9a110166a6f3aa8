// The category and places of a registration or an owner's facts edit must exist and belong
// together (a municipality of the chosen province, a district of the chosen municipality).
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/raw';
import { badRequest } from '../../lib/http-error';

export async function assertRegistrationPlaces(
  db: Db,
  input: {
    category?: number;
    province?: number;
    municipality?: number;
    districtMunicipality?: number | null;
  },
): Promise<void> {
  // Left out (an owner's edit of other facts), a field is not checked.
  const category = input.category ?? null;
  const province = input.province ?? null;
  const municipality = input.municipality ?? null;
  const district = input.districtMunicipality ?? null;
  const [row] = await queryRows<{
    category: boolean;
    province: boolean;
    municipality: boolean;
    district: boolean;
  }>(
    db,
    sql`select
      ${category}::int is null
        or exists(select 1 from categories where id = ${category}::int) as category,
      ${province}::int is null
        or exists(select 1 from provinces where id = ${province}::int) as province,
      ${municipality}::int is null or exists(select 1 from municipalities
             where id = ${municipality}::int and province_id = ${province}::int) as municipality,
      ${district}::int is null or exists(select 1 from municipal_districts
             where id = ${district}::int and municipality_id = ${municipality}::int) as district`,
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
