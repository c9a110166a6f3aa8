// How businesses of each of the 62 categories are named and run, keyed by the category's stable
// English key (categories.json). `nouns` start the name ('Farmacia San Rafael'); `kind` chooses the
// opening hours, tags, products and whether a menu makes sense; `image` is one of the
// illustrations under /images/negocios.

export type Kind =
  'food' | 'night' | 'early' | 'shop' | 'allday' | 'office' | 'school' | 'clinic' | 'workshop';

export interface CategoryWords {
  nouns: readonly string[];
  kind: Kind;
  image: string;
  /** Professional firms are named after people ('Bufete Peña & Asociados'). */
  professional?: boolean;
  /** Public offices are named after their place ('Junta Distrital de Maimón'). */
  public?: boolean;
}

const c = (
  nouns: string[],
  kind: Kind,
  image: string,
  extra: Partial<CategoryWords> = {},
): CategoryWords => ({ nouns, kind, image, ...extra });

export const CATEGORY_WORDS: Record<string, CategoryWords> = {
  restaurants: c(['Restaurante', 'Comedor', 'Parrillada', 'Marisquería'], 'food', 'restaurante'),
  hotels: c(['Hotel', 'Hostal', 'Apart-Hotel', 'Cabañas'], 'allday', 'hotel'),
  supermarkets: c(['Supermercado', 'Súper', 'Minimarket'], 'shop', 'tienda'),
  pharmacies: c(['Farmacia'], 'shop', 'farmacia'),
  'clothing-boutiques': c(['Boutique', 'Tienda de Ropa', 'Fashion'], 'shop', 'tienda'),
  technology: c(['Celulares', 'Tecno', 'Centro de Computadoras'], 'shop', 'tecnologia'),
  bakeries: c(['Panadería', 'Repostería', 'Panadería y Repostería'], 'early', 'panaderia'),
  cafes: c(['Cafetería', 'Café'], 'early', 'cafe'),
  colmadones: c(['Colmado', 'Colmadón'], 'early', 'colmado'),
  bars: c(['Bar', 'Discoteca', 'Drink', 'Lounge'], 'night', 'bar'),
  banks: c(['Cooperativa', 'Financiera', 'Banco de Ahorro'], 'office', 'oficina'),
  transport: c(['Transporte', 'Taxi', 'Mudanzas'], 'allday', 'auto'),
  'fast-food': c(['Pica Pollo', 'Comida Rápida', 'Chimi', 'Frituras'], 'food', 'restaurante'),
  'medical-centres': c(['Centro Médico', 'Clínica', 'Policlínica'], 'clinic', 'salud'),
  beauty: c(['Spa', 'Centro de Belleza', 'Centro Estético'], 'shop', 'belleza'),
  'travel-agencies': c(['Agencia de Viajes', 'Viajes'], 'office', 'oficina'),
  tours: c(['Tours', 'Excursiones'], 'shop', 'playa'),
  'gift-shops': c(['Tienda de Regalos', 'Regalos', 'Souvenirs'], 'shop', 'tienda'),
  pizzerias: c(['Pizzería', 'Pizza'], 'food', 'restaurante'),
  'ice-cream': c(['Heladería', 'Helados'], 'food', 'cafe'),
  dentists: c(['Clínica Dental', 'Consultorio Odontológico'], 'clinic', 'salud', {
    professional: true,
  }),
  'beauty-salons': c(['Salón de Belleza', 'Salón', 'Peluquería', 'Barbería'], 'shop', 'belleza'),
  'car-rental': c(['Rent Car', 'Alquiler de Vehículos'], 'office', 'auto'),
  hardware: c(['Ferretería'], 'shop', 'ferreteria'),
  'auto-parts': c(['Repuestos', 'Auto Repuestos'], 'shop', 'auto'),
  mechanics: c(['Taller Mecánico', 'Taller'], 'workshop', 'auto'),
  'car-wash': c(['Car Wash', 'Lavado de Autos'], 'shop', 'auto'),
  'propane-gas': c(['Envasadora de Gas', 'Envasadora'], 'early', 'auto'),
  'purified-water': c(['Agua Purificada', 'Planta de Agua', 'Purificadora'], 'early', 'tienda'),
  'vehicle-dealers': c(['Dealer', 'Auto Dealer', 'Autos'], 'office', 'auto'),
  'real-estate': c(['Inmobiliaria', 'Bienes Raíces'], 'office', 'oficina'),
  'air-conditioning': c(
    ['Refrigeración', 'Aire Acondicionado', 'Climatización'],
    'workshop',
    'tecnologia',
  ),
  veterinarians: c(['Veterinaria', 'Clínica Veterinaria'], 'clinic', 'salud'),
  lawyers: c(['Bufete', 'Oficina de Abogados'], 'office', 'oficina', { professional: true }),
  'educational-centres': c(
    ['Instituto', 'Academia', 'Centro de Capacitación'],
    'school',
    'oficina',
  ),
  schools: c(['Colegio', 'Liceo', 'Escuela'], 'school', 'oficina'),
  daycare: c(['Guardería', 'Estancia Infantil'], 'school', 'oficina'),
  construction: c(['Constructora', 'Construcciones', 'Materiales'], 'workshop', 'ferreteria'),
  insurance: c(['Seguros', 'Corredora de Seguros'], 'office', 'oficina'),
  'architects-engineers': c(
    ['Arquitectos', 'Ingeniería', 'Estudio de Arquitectura'],
    'office',
    'oficina',
    {
      professional: true,
    },
  ),
  accounting: c(['Contabilidad', 'Oficina Contable', 'Asesores Contables'], 'office', 'oficina', {
    professional: true,
  }),
  'government-offices': c(
    ['Junta Distrital', 'Oficialía del Estado Civil', 'Oficina de Servicios', 'Punto GOB'],
    'office',
    'oficina',
    { public: true },
  ),
  'sports-gyms': c(['Gimnasio', 'Gym', 'Club Deportivo'], 'early', 'salud'),
  electricians: c(
    ['Servicios Eléctricos', 'Electricista', 'Instalaciones Eléctricas'],
    'workshop',
    'ferreteria',
  ),
  'power-plants-inverters': c(
    ['Inversores', 'Plantas Eléctricas', 'Energía Solar'],
    'shop',
    'tecnologia',
  ),
  plumbing: c(['Plomería', 'Servicios de Plomería'], 'workshop', 'ferreteria'),
  furniture: c(['Mueblería', 'Muebles'], 'shop', 'tienda'),
  laundries: c(['Lavandería', 'Lavandería y Tintorería'], 'shop', 'tienda'),
  electronics: c(['Electrónica', 'Electro Hogar', 'Electrodomésticos'], 'shop', 'tecnologia'),
  marketing: c(['Publicidad', 'Agencia de Marketing', 'Estudio Creativo'], 'office', 'oficina'),
  sublimation: c(['Sublimación', 'Insumos de Sublimación', 'Estampados'], 'shop', 'tienda'),
  'tyre-shops': c(['Gomera', 'Gomas'], 'workshop', 'auto'),
  jewellers: c(['Joyería'], 'shop', 'tienda'),
  'toy-stores': c(['Juguetería', 'Juguetes'], 'shop', 'tienda'),
  carpentry: c(['Ebanistería', 'Carpintería'], 'workshop', 'ferreteria'),
  printers: c(['Imprenta', 'Centro de Copiado', 'Impresos'], 'shop', 'oficina'),
  florists: c(['Floristería', 'Flores'], 'shop', 'tienda'),
  bookstores: c(['Librería', 'Papelería'], 'shop', 'tienda'),
  photography: c(['Estudio Fotográfico', 'Foto Estudio'], 'shop', 'tienda'),
  locksmiths: c(['Cerrajería'], 'workshop', 'ferreteria'),
  agriculture: c(['Agropecuaria', 'Agroveterinaria', 'Agroservicios'], 'early', 'tienda'),
  'funeral-homes': c(['Funeraria'], 'allday', 'oficina'),
};

/** Categories whose profile has a menu (items with sections and prices). */
export const MENU_CATEGORIES: ReadonlySet<string> = new Set([
  'restaurants',
  'bakeries',
  'cafes',
  'bars',
  'fast-food',
  'pizzerias',
  'ice-cream',
]);

/** Words of the category, falling back to the category's name for one added later. */
export function categoryWords(key: string, name: string): CategoryWords {
  return CATEGORY_WORDS[key] ?? { nouns: [name], kind: 'shop', image: 'tienda' };
}
