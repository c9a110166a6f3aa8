// Word lists for plausible Dominican business names and texts.

export const NAME_TAILS = [
  'La Esquina',
  'San Rafael',
  'El Primo',
  'Hermanos Peña',
  'Doña Rosa',
  'del Norte',
  'Central',
  'Las Palmas',
  'El Progreso',
  'Don José',
  'La Fe',
  'Mi Tierra',
  'El Sol',
  'Caribe',
  'Quisqueya',
  'La Bendición',
  'Los Pinos',
  'Santa Ana',
  'El Buen Precio',
  'Dominicana',
  'La Económica',
  'Hermanos Rodríguez',
  'El Cibao',
  'La Altagracia',
  'Doña Carmen',
  'El Paraíso',
  'Don Pedro',
  'Los Mellizos',
  'La Estrella',
  'San Miguel',
  'El Malecón',
  'La Fortaleza',
  'Las Américas',
  'Familia Gómez',
  'El Ensanche',
  'La Primavera',
  'Don Chucho',
  'Las Flores',
  'El Faro',
  'Tropical',
];

export const TAGLINES = [
  'Calidad y buen precio desde hace años',
  'Atención de primera para toda la familia',
  'Su confianza es nuestra mejor carta',
  'Servicio rápido y amable',
  'Lo mejor del barrio, a su alcance',
  'Abiertos para servirle',
  'Tradición dominicana con servicio moderno',
  'Precios justos y atención personalizada',
];

export const PHRASES = [
  'Atendemos con cariño a clientes de toda la zona.',
  'Aceptamos efectivo, tarjetas y transferencias.',
  'Contamos con parqueo y entrega a domicilio.',
  'Más de diez años sirviendo a la comunidad.',
  'Pregunte por nuestras ofertas de la semana.',
  'Personal capacitado y productos garantizados.',
  'Escríbanos por WhatsApp y le respondemos enseguida.',
  'Visítenos, estamos cerca de usted.',
];

export const MENU_ITEMS = [
  ['Platos del día', 'Locrio de pollo'],
  ['Platos del día', 'Sancocho'],
  ['Platos del día', 'La bandera'],
  ['Desayunos', 'Mangú con los tres golpes'],
  ['Desayunos', 'Avena caliente'],
  ['Frituras', 'Pica pollo'],
  ['Frituras', 'Tostones'],
  ['Frituras', 'Quipes'],
  ['Mariscos', 'Pescado frito'],
  ['Mariscos', 'Camarones al ajillo'],
  ['Bebidas', 'Morir soñando'],
  ['Bebidas', 'Jugo de chinola'],
  ['Postres', 'Habichuelas con dulce'],
  ['Postres', 'Dulce de leche'],
] as const;

export const PRODUCTS = [
  'Combo familiar',
  'Servicio a domicilio',
  'Mantenimiento preventivo',
  'Consulta general',
  'Paquete básico',
  'Instalación',
  'Garantía extendida',
  'Plan mensual',
];

export const REVIEW_COMMENTS = [
  'Excelente servicio, muy recomendado.',
  'Buena atención y precios razonables.',
  'Me atendieron rápido, volveré.',
  'Todo bien, aunque había que esperar un poco.',
  'El mejor de la zona.',
];

/** 'Farmacias' → 'Farmacia', 'Bares y Discotecas' → 'Bar': a noun to start a name with. */
export function nounOf(categoryName: string): string {
  const first = categoryName.split(/ y |,| e | de /)[0]!.trim();
  const [head, ...rest] = first.split(' ');
  const singular =
    head!.endsWith('es') && /[rlnd]es$/.test(head!) ? head!.slice(0, -2) : head!.replace(/s$/, '');
  return [singular, ...rest].join(' ');
}
