// Word lists for names, addresses and texts: common Dominican first names, surnames, saints,
// streets and neighbourhoods, and the phrases owners write about themselves.
import type { Kind } from './category-words';

/** 'a, b, c' → ['a', 'b', 'c']: long word lists stay a few lines long. */
const list = (words: string): readonly string[] => words.split(/,\s*/);

export const MALE_NAMES = list(
  'Juan, José, Pedro, Luis, Ramón, Rafael, Carlos, Manuel, Francisco, Miguel, Fello, ' +
    'Toño, Papo, Nando, Cuco, Chichí, Julio, Félix, Héctor, Wilson, Freddy, Danilo, ' +
    'Ángel, Radhamés, Yunior, Wander',
);
export const FEMALE_NAMES = list(
  'María, Rosa, Carmen, Ana, Juana, Altagracia, Mercedes, Yolanda, Miledys, Yokasta, ' +
    'Daysi, Francia, Nelly, Lucía, Marisol, Zoila, Yanira, Teresa',
);
export const SURNAMES = list(
  'Peña, Rodríguez, Pérez, Gómez, Martínez, Santos, Reyes, Jiménez, Díaz, Almonte, ' +
    'Tavárez, Polanco, Rosario, De la Cruz, Ventura, Batista, Hernández, Castillo, ' +
    'Núñez, Guzmán, Báez, Mejía, Féliz, Cuevas, Abreu, Fernández, Sánchez, Cabrera, ' +
    'Medina, Vásquez, Paulino, Germán, Marte, Ureña, Frías',
);
export const SAINTS = list(
  'San Rafael, San Miguel, Santa Ana, San José, Santa Rosa, La Altagracia, ' +
    'La Milagrosa, San Martín, Santa Bárbara, San Antonio, La Merced, San Judas Tadeo, ' +
    'Santa Lucía, San Francisco, Santa Cruz',
);
export const EVOCATIVE = list(
  'La Esquina, El Progreso, La Fe, La Bendición, El Buen Precio, La Económica, ' +
    'El Sol, Las Palmas, Los Pinos, La Estrella, El Paraíso, Caribe, Quisqueya, ' +
    'Tropical, El Manantial, La Confianza, El Ahorro, La Nueva, Central, Express, ' +
    'Del Pueblo, La Fortuna, El Triunfo, Mi Tierra, Los Cocos, La Garantía, El Amigo, ' +
    'Plus, Dominicana, Bendición de Dios, El Mamey, La Unión',
);

export const STREETS = list(
  'Calle Duarte, Calle Sánchez, Calle Mella, Av. Independencia, Calle Restauración, ' +
    'Av. 27 de Febrero, Calle Padre Billini, Calle Luperón, Av. Máximo Gómez, ' +
    'Calle Las Mercedes, Calle Principal, Carretera Principal, Calle Colón, ' +
    'Av. Circunvalación, Calle Hermanas Mirabal, Calle El Sol, Calle 16 de Agosto, ' +
    'Av. Juan Pablo Duarte, Calle Santomé, Calle Beller, Av. España, Calle Primera',
);
export const SECTORS = list(
  'Centro, Pueblo Nuevo, Villa Progreso, Los Multis, Ensanche La Fe, Barrio Lindo, ' +
    'Los Pinos, La Otra Banda, Villa Verde, El Ejido, Los Jardines, Buenos Aires, ' +
    'Villa Olímpica, San Martín, El Manguito, Las Colinas, Los Reyes, Bella Vista',
);

export const TAGLINES = [
  'Calidad y buen precio desde hace años',
  'Atención de primera para toda la familia',
  'Su confianza es nuestra mejor carta',
  'Servicio rápido y amable',
  'Lo mejor del barrio, a su alcance',
  'Abiertos para servirle',
  'Tradición dominicana con servicio moderno',
  'Precios justos y atención personalizada',
  'Donde el cliente es familia',
  'Cumplimos lo que prometemos',
] as const;

export const PHRASES = [
  'Atendemos con cariño a clientes de toda la zona.',
  'Aceptamos efectivo, tarjetas y transferencias.',
  'Contamos con parqueo y entrega a domicilio.',
  'Más de diez años sirviendo a la comunidad.',
  'Pregunte por nuestras ofertas de la semana.',
  'Personal capacitado y productos garantizados.',
  'Escríbanos por WhatsApp y le respondemos enseguida.',
  'Visítenos, estamos cerca de usted.',
  'Negocio familiar, con el trato de siempre.',
  'Hacemos pedidos especiales por encargo.',
] as const;

/** Owners tag what people look for; the tag lists follow how the business runs. */
export const TAGS: Record<Kind, readonly string[]> = {
  food: ['comida criolla', 'delivery', 'almuerzo', 'para llevar', 'mariscos', 'picapollo', 'cena'],
  night: ['música en vivo', 'karaoke', 'bachata', 'dominó', 'cerveza fría', 'terraza'],
  early: ['delivery', 'desayunos', 'abierto temprano', 'al por mayor', 'fiao', 'ofertas'],
  shop: ['ofertas', 'precios bajos', 'al por mayor', 'envíos', 'garantía', 'financiamiento'],
  allday: ['24 horas', 'emergencias', 'reservas', 'servicio nocturno', 'traslados'],
  office: ['asesoría', 'consulta gratis', 'trámites', 'citas', 'financiamiento'],
  school: ['inscripciones abiertas', 'transporte escolar', 'tanda extendida', 'inglés'],
  clinic: ['seguro médico', 'ARS', 'emergencias', 'citas', 'laboratorio'],
  workshop: ['a domicilio', 'emergencias', 'presupuesto gratis', 'garantía', 'servicio técnico'],
};

export const PRODUCTS: Record<Kind, readonly (readonly [string, number])[]> = {
  food: [
    ['Combo familiar', 950],
    ['Bandeja para fiestas', 2500],
  ],
  night: [
    ['Cubeta de cervezas', 1200],
    ['Botella de ron', 1800],
    ['Mesa VIP', 5000],
  ],
  early: [
    ['Botellón de agua', 60],
    ['Pan sobao (docena)', 120],
    ['Tanque de gas 25 lb', 1150],
  ],
  shop: [
    ['Combo de oferta', 1500],
    ['Artículo del mes', 850],
    ['Paquete básico', 2200],
  ],
  allday: [
    ['Servicio nocturno', 1500],
    ['Habitación doble', 3500],
    ['Traslado al aeropuerto', 2800],
  ],
  office: [
    ['Consulta inicial', 1500],
    ['Asesoría mensual', 6000],
    ['Trámite completo', 4500],
  ],
  school: [
    ['Inscripción', 5000],
    ['Mensualidad', 7500],
    ['Curso de verano', 9000],
  ],
  clinic: [
    ['Consulta general', 1200],
    ['Chequeo completo', 4500],
    ['Limpieza', 1800],
  ],
  workshop: [
    ['Diagnóstico', 800],
    ['Mantenimiento preventivo', 2500],
    ['Instalación', 3500],
  ],
};

export const MENU: readonly (readonly [section: string, item: string, price: number])[] = [
  ['Platos del día', 'La bandera dominicana', 300],
  ['Platos del día', 'Locrio de pollo', 275],
  ['Platos del día', 'Sancocho de siete carnes', 350],
  ['Platos del día', 'Chivo guisado', 450],
  ['Desayunos', 'Mangú con los tres golpes', 250],
  ['Desayunos', 'Avena caliente', 90],
  ['Frituras', 'Pica pollo', 225],
  ['Frituras', 'Tostones', 120],
  ['Frituras', 'Quipes', 35],
  ['Frituras', 'Yaniqueque', 60],
  ['Mariscos', 'Pescado frito con tostones', 650],
  ['Mariscos', 'Camarones al ajillo', 750],
  ['Mariscos', 'Mofongo de camarones', 600],
  ['Pizzas', 'Pizza de pepperoni', 550],
  ['Pizzas', 'Pizza suprema', 700],
  ['Bebidas', 'Morir soñando', 120],
  ['Bebidas', 'Jugo de chinola', 100],
  ['Bebidas', 'Cerveza Presidente grande', 200],
  ['Bebidas', 'Café dominicano', 50],
  ['Postres', 'Habichuelas con dulce', 100],
  ['Postres', 'Dulce de leche', 60],
  ['Postres', 'Helado de coco', 90],
];

export const FAQS: readonly (readonly [question: string, answer: string])[] = [
  ['¿Tienen entrega a domicilio?', 'Sí, en toda la zona. Escríbanos por WhatsApp.'],
  ['¿Qué formas de pago aceptan?', 'Efectivo, tarjetas de crédito y débito, y transferencias.'],
  ['¿Tienen parqueo?', 'Sí, parqueo gratis para clientes frente al local.'],
  ['¿Hacen pedidos por WhatsApp?', 'Sí, envíenos su pedido y se lo tenemos listo.'],
  ['¿Abren los días feriados?', 'Abrimos en horario reducido; confirme por teléfono.'],
  ['¿Dan factura con comprobante fiscal?', 'Sí, solicítela al momento de pagar.'],
];

export const REVIEW_COMMENTS = [
  'Excelente servicio, muy recomendado.',
  'Buena atención y precios razonables.',
  'Me atendieron rápido, volveré.',
  'Todo bien, aunque había que esperar un poco.',
  'El mejor de la zona, sin duda.',
  'Muy amables y responsables.',
  'Regular, el servicio puede mejorar.',
  'Cumplieron con lo prometido.',
] as const;

export const GALLERY_CAPTIONS = [
  'Nuestro local',
  'La fachada',
  'Nuestro equipo',
  'Atención al cliente',
  'Productos disponibles',
  null,
] as const;
