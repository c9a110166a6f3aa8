// Reference data every database needs, demo or production: the territorial division, the
// categories, the five plans and the counters. Idempotent, so it runs at every start.
import { inArray } from 'drizzle-orm';
import territory from '@drd/shared/data/dr-territorial-division.json';
import { CATEGORIES, CATEGORY_MODULES } from '@drd/shared/categories';
import { PACKAGE_PHOTO_LIMITS, PACKAGES } from '@drd/shared/constants';
import type { Db } from '../client';
import {
  categories,
  categoryModules,
  counters,
  municipalDistricts,
  municipalities,
  packages,
  provinces,
} from '../schema';

const photos = (id: keyof typeof PACKAGE_PHOTO_LIMITS) =>
  `Hasta ${PACKAGE_PHOTO_LIMITS[id]} fotos (1 MB cada una)`;

const PACKAGE_DETAILS: Record<number, { description: string; features: string[] }> = {
  1: {
    description: 'Tu negocio en el directorio con lo esencial para que te encuentren.',
    features: [
      'Perfil con teléfono, WhatsApp, dirección y horario',
      'Aparece en búsquedas, categorías y mapa',
      photos(1),
      'Estadísticas de visitas',
    ],
  },
  2: {
    description: 'Presencia completa con galería, menú y preguntas frecuentes.',
    features: [
      'Todo lo del plan Afiliado Prospector',
      photos(2),
      'Menú o catálogo con precios',
      'Preguntas frecuentes y redes sociales',
    ],
  },
  3: {
    description: 'Más visibilidad: videos, eventos y un subdominio propio.',
    features: [
      'Todo lo del plan Presencia Esencial',
      photos(3),
      'Videos y eventos en tu perfil',
      'Sitio en subdominio (tunegocio.directoriord.do)',
    ],
  },
  4: {
    description: 'Impulso para crecer: dominio propio, tienda en línea y reservas.',
    features: [
      'Todo lo del plan Visibilidad Plus',
      photos(4),
      'Dominio propio y tienda en línea',
      'Sistema de reservas (tours, traslados, hoteles, alquiler de autos, inmobiliarias)',
    ],
  },
  5: {
    description: 'Máxima exposición: destacado en búsquedas y en la portada.',
    features: [
      'Todo lo del plan Impacto Pro',
      photos(5),
      'Negocio destacado en búsquedas y categorías',
      'Sin anuncios de la competencia en tu perfil',
      'Soporte prioritario',
    ],
  },
};

export async function seedReferenceData(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(provinces)
      .values(territory.provinces.map((p) => ({ code: p.code, name: p.name.trim(), slug: p.slug })))
      .onConflictDoNothing();
    const provinceIds = new Map(
      (await tx.select({ id: provinces.id, code: provinces.code }).from(provinces)).map((p) => [
        p.code,
        p.id,
      ]),
    );
    await tx
      .insert(municipalities)
      .values(
        territory.provinces.flatMap((p) =>
          p.municipalities.map((m) => ({
            provinceId: provinceIds.get(p.code)!,
            code: m.code,
            // The source file has stray trailing spaces ('San Víctor ').
            name: m.name.trim(),
            slug: m.slug,
          })),
        ),
      )
      .onConflictDoNothing();
    const municipalityIds = new Map(
      (
        await tx.select({ id: municipalities.id, code: municipalities.code }).from(municipalities)
      ).map((m) => [m.code, m.id]),
    );
    const districts = territory.provinces.flatMap((p) =>
      p.municipalities.flatMap((m) =>
        m.districts.map((d) => ({
          municipalityId: municipalityIds.get(m.code)!,
          code: d.code,
          name: d.name.trim(),
          slug: d.slug,
        })),
      ),
    );
    if (districts.length > 0)
      await tx.insert(municipalDistricts).values(districts).onConflictDoNothing();

    await tx
      .insert(categoryModules)
      .values([...CATEGORY_MODULES])
      .onConflictDoNothing();
    await tx
      .insert(categories)
      .values(
        CATEGORIES.map((c) => ({ key: c.key, name: c.name, slug: c.slug, moduleId: c.moduleId })),
      )
      .onConflictDoNothing();

    const existing = await tx
      .select({ id: packages.id })
      .from(packages)
      .where(
        inArray(
          packages.id,
          PACKAGES.map((p) => p.id),
        ),
      );
    const have = new Set(existing.map((p) => p.id));
    const missing = PACKAGES.filter((p) => !have.has(p.id));
    if (missing.length > 0) {
      await tx.insert(packages).values(
        missing.map((p) => ({
          id: p.id,
          type: p.type,
          name: p.name,
          price: p.price,
          description: PACKAGE_DETAILS[p.id]!.description,
          features: PACKAGE_DETAILS[p.id]!.features,
        })),
      );
    }
    await tx.insert(counters).values({ name: 'global_visits', value: 0 }).onConflictDoNothing();
  });
}
