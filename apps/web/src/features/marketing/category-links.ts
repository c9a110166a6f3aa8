// The marketing page's category buttons. Their labels are the campaign's; where a label is not one
// of the directory's 62 categories ('Taxi Turístico', 'Hogar'), it opens the categories it stands
// for. The home page reads ?categoria={name or id} (features/directory/marketing-category.ts) and
// ?categorias={slug,…} (lib/filters.ts).
import { CATEGORIES, categoryByName } from '@drd/shared/categories';

export interface CategoryButton {
  label: string;
  /** Names of directory categories the button filters by. */
  categories: readonly string[];
}

export interface CategoryGroup {
  title: string;
  buttons: readonly CategoryButton[];
}

const same = (name: string): CategoryButton => ({ label: name, categories: [name] });

export const CATEGORY_GROUPS: readonly CategoryGroup[] = [
  {
    title: 'Turismo y Hospitalidad',
    buttons: [
      same('Hoteles'),
      same('Restaurantes'),
      { label: 'Taxi Turístico', categories: ['Transporte'] },
      { label: 'Tours', categories: ['Tours y Excursiones', 'Agencias de Viajes'] },
    ],
  },
  {
    title: 'Compras y Belleza',
    buttons: [
      { label: 'Belleza & Spa', categories: ['Belleza y Spa', 'Salones de Belleza'] },
      { label: 'Tiendas de Ropa', categories: ['Boutiques de Ropa'] },
      same('Joyerías'),
      same('Supermercados'),
    ],
  },
  {
    title: 'Salud y Finanzas',
    buttons: [
      same('Bancos'),
      same('Farmacias'),
      { label: 'Clínicas & Hospitales', categories: ['Centros Médicos'] },
      { label: 'Educación', categories: ['Centros Educativos', 'Colegios', 'Guarderías'] },
    ],
  },
  {
    title: 'Servicios y Tecnología',
    buttons: [
      { label: 'Tecnología', categories: ['Tecnología', 'Electrónica'] },
      {
        label: 'Automotriz',
        categories: ['Talleres Mecánicos', 'Repuestos de Autos', 'Car Wash', 'Gomeras'],
      },
      {
        label: 'Servicios',
        categories: ['Electricistas', 'Plomería', 'Aire Acondicionado', 'Cerrajerías'],
      },
      { label: 'Hogar', categories: ['Mueblerías', 'Ferreterías', 'Construcción'] },
    ],
  },
  {
    title: 'Ocio y Lifestyle',
    buttons: [
      { label: 'Bares & Discotecas', categories: ['Bares y Discotecas'] },
      { label: 'Deportes', categories: ['Deportes y Gimnasios'] },
      same('Inmobiliarias'),
      { label: 'Moda', categories: ['Boutiques de Ropa', 'Joyerías'] },
    ],
  },
];

export interface PopularCategory {
  id: number;
  name: string;
  /** A placeholder of the campaign, not the directory's count. */
  count: number;
  featured: readonly string[];
}

/** Category ids follow the order of categories.json, as the seed inserts them. */
const idOf = (name: string) => CATEGORIES.findIndex((c) => c.name === name) + 1;

const popular = (name: string, count: number, featured: string[]): PopularCategory => ({
  id: idOf(name),
  name,
  count,
  featured,
});

export const POPULAR_CATEGORIES: readonly PopularCategory[] = [
  popular('Cafeterías', 180, ['Café dominicano', 'Desayunos', 'Repostería']),
  popular('Colmadones', 320, ['Colmados', 'Picaderas', 'Música en vivo']),
  popular('Comida Rápida', 240, ['Pica pollo', 'Chimi', 'Hamburguesas']),
  popular('Dentistas', 95, ['Limpieza', 'Ortodoncia', 'Urgencias']),
  popular('Veterinarias', 70, ['Consultas', 'Vacunas', 'Peluquería canina']),
  popular('Panaderías', 150, ['Pan sobao', 'Bizcochos', 'Pastelería']),
];

/**
 * A button's link: one category as the campaign wrote it (/?categoria=Hoteles), several as the
 * home page's own category filter.
 */
export function categoryButtonHref(button: CategoryButton): string {
  const [only, ...rest] = button.categories;
  if (only !== undefined && rest.length === 0) return `/?categoria=${encodeURIComponent(only)}`;
  const slugs = button.categories.map((name) => categoryByName(name)?.slug).filter(Boolean);
  return `/?categorias=${slugs.join(',')}`;
}

export const popularCategoryHref = (category: PopularCategory) => `/?categoria=${category.id}`;
