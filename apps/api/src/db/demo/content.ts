// Approved owner content for a dozen demo businesses, so every section of the public profile has
// real data; `pending` items and submissions give the moderation screens something to review.
export interface DemoContent {
  gallery?: { image: string; caption?: string; pending?: boolean }[];
  menu?: {
    section: string;
    item: string;
    description?: string;
    price?: number;
    pending?: boolean;
  }[];
  faqs?: { question: string; answer: string; pending?: boolean }[];
  /** Days after the demo clock (negative: a past event). */
  events?: {
    title: string;
    description: string;
    inDays: number;
    hours?: number;
    location?: string;
    price?: number;
    url?: string;
  }[];
  videos?: { youtubeId: string; title: string }[];
  social?: { platform: string; url: string }[];
  tags?: string[];
  products?: { name: string; description: string; price: number }[];
  /** Valid from the demo's day (none set) through this many days after it. */
  offers?: {
    title: string;
    description: string;
    discountPercent?: number;
    discountAmount?: number;
    code?: string;
    forDays: number;
  }[];
  /** A visitor's question, approved, with the owner's answer published. */
  questions?: { asker: string; question: string; answer: string; daysAgo: number }[];
  reviews?: {
    name: string | null;
    rating: number;
    comment: string;
    daysAgo: number;
    pending?: boolean;
  }[];
}

export const DEMO_CONTENT: Record<string, DemoContent> = {
  'malecon-grill': {
    gallery: [
      { image: 'restaurante', caption: 'Nuestra terraza frente al mar' },
      { image: 'playa', caption: 'Atardecer desde el Malecón' },
      { image: 'bar', caption: 'Barra de cócteles' },
      { image: 'cafe', caption: 'Postres de la casa', pending: true },
    ],
    menu: [
      { section: 'Entradas', item: 'Tostones con guacamole', price: 250 },
      {
        section: 'Entradas',
        item: 'Ceviche de pescado',
        description: 'Pescado del día, limón y cilantro',
        price: 420,
      },
      {
        section: 'Platos fuertes',
        item: 'Mofongo de camarones',
        description: 'Plátano majado con ajo y camarones al ajillo',
        price: 650,
      },
      {
        section: 'Platos fuertes',
        item: 'Chivo guisado',
        description: 'Con arroz blanco y habichuelas',
        price: 580,
      },
      { section: 'Platos fuertes', item: 'Langosta a la plancha', price: 1450 },
      { section: 'Bebidas', item: 'Morir soñando', price: 150 },
      { section: 'Bebidas', item: 'Jugo de chinola', price: 120 },
      { section: 'Postres', item: 'Flan de coco', price: 200, pending: true },
    ],
    faqs: [
      {
        question: '¿Aceptan reservaciones?',
        answer:
          'Sí, por teléfono o WhatsApp, y para grupos de más de 8 personas recomendamos reservar con un día de anticipación.',
      },
      { question: '¿Tienen parqueo?', answer: 'Sí, parqueo gratis frente al restaurante.' },
      {
        question: '¿Tienen opciones vegetarianas?',
        answer: 'Sí, mofongo de vegetales y ensaladas.',
        pending: true,
      },
    ],
    events: [
      {
        title: 'Noche de bachata en vivo',
        description: 'Grupo en vivo y especial de mariscos para dos.',
        inDays: 5,
        hours: 20,
        location: 'Terraza del restaurante',
        price: 500,
      },
      {
        title: 'Festival del mofongo',
        description: 'Degustación de seis mofongos distintos.',
        inDays: -20,
        hours: 12,
      },
    ],
    videos: [{ youtubeId: 'kJQP7kiw5Fk', title: 'Un día en El Malecón Grill' }],
    social: [
      { platform: 'facebook', url: 'https://facebook.com/malecongrillpop' },
      { platform: 'instagram', url: 'https://instagram.com/malecongrillpop' },
    ],
    tags: ['mariscos', 'comida criolla', 'vista al mar'],
    reviews: [
      {
        name: 'María Rodríguez',
        rating: 5,
        comment: 'El mofongo de camarones es el mejor de Puerto Plata. Excelente servicio.',
        daysAgo: 12,
      },
      {
        name: 'John Miller',
        rating: 4,
        comment: 'Great view and fresh fish. A bit slow on Saturday night.',
        daysAgo: 30,
      },
      { name: null, rating: 5, comment: 'La vista al atardecer no tiene precio.', daysAgo: 45 },
      {
        name: 'Pedro Almonte',
        rating: 2,
        comment: 'Esperé mucho la comida.',
        daysAgo: 2,
        pending: true,
      },
    ],
  },
  'farmacia-esperanza': {
    gallery: [
      { image: 'farmacia', caption: 'Nuestra sucursal del centro' },
      { image: 'salud', caption: 'Área de consulta' },
    ],
    faqs: [
      {
        question: '¿Hacen delivery de madrugada?',
        answer: 'Sí, el delivery funciona las 24 horas dentro de la ciudad.',
      },
      {
        question: '¿Aceptan seguros médicos?',
        answer: 'Aceptamos los principales seguros del país; consulte por WhatsApp.',
      },
    ],
    social: [{ platform: 'whatsapp', url: 'https://wa.me/18095863344' }],
    tags: ['24 horas', 'delivery', 'botica'],
    products: [
      { name: 'Protector solar FPS 50', description: 'Resistente al agua, 120 ml', price: 890 },
      { name: 'Suero oral', description: 'Sabor coco, 500 ml', price: 95 },
    ],
    reviews: [
      {
        name: 'Ana Peña',
        rating: 5,
        comment: 'Me llevaron el medicamento a las 2 de la mañana. ¡Gracias!',
        daysAgo: 8,
      },
      {
        name: 'Luis Martínez',
        rating: 4,
        comment: 'Buenos precios y atención rápida.',
        daysAgo: 60,
      },
    ],
  },
  'cafeteria-parque': {
    gallery: [
      { image: 'cafe', caption: 'Café de las lomas' },
      { image: 'panaderia', caption: 'Dulces caseros' },
    ],
    menu: [
      {
        section: 'Desayunos',
        item: 'Mangú con los tres golpes',
        description: 'Salami, queso frito y huevo',
        price: 350,
      },
      { section: 'Desayunos', item: 'Avena caliente', price: 150 },
      { section: 'Café', item: 'Café con leche', price: 110 },
      { section: 'Café', item: 'Capuchino', price: 160 },
      {
        section: 'Dulces',
        item: 'Habichuelas con dulce',
        description: 'Solo en Cuaresma',
        price: 180,
      },
    ],
    faqs: [{ question: '¿Tienen wifi?', answer: 'Sí, gratis para clientes.' }],
    tags: ['desayuno', 'café dominicano'],
    reviews: [
      { name: 'Carolina Gil', rating: 5, comment: 'El mejor mangú del centro.', daysAgo: 5 },
    ],
  },
  'hotel-victoriano': {
    gallery: [
      { image: 'hotel', caption: 'Fachada victoriana' },
      { image: 'playa', caption: 'A cinco minutos del Malecón' },
      { image: 'oficina', caption: 'Recepción' },
    ],
    faqs: [
      {
        question: '¿A qué hora es el check-in?',
        answer: 'Desde las 3:00 p. m.; el check-out es hasta las 12:00 m.',
      },
      { question: '¿Aceptan mascotas?', answer: 'No por el momento.' },
    ],
    events: [
      {
        title: 'Recorrido histórico por el centro victoriano',
        description: 'Caminata guiada gratuita para huéspedes y visitantes.',
        inDays: 9,
        hours: 9,
        location: 'Lobby del hotel',
      },
    ],
    videos: [{ youtubeId: 'OPf0YbXqDm0', title: 'Conoce el Hotel Victoriano' }],
    social: [{ platform: 'instagram', url: 'https://instagram.com/hotelvictorianopop' }],
    offers: [
      {
        title: 'Tercera noche gratis',
        description: 'Reserva tres noches de domingo a jueves y paga solo dos. Desayuno incluido.',
        code: 'VICTORIANO3X2',
        forDays: 75,
      },
    ],
    questions: [
      {
        asker: 'Carolina Peña',
        question: '¿Tienen estacionamiento para huéspedes?',
        answer:
          'Sí, tenemos estacionamiento gratis y vigilado detrás del hotel, con entrada por la calle Separación.',
        daysAgo: 12,
      },
    ],
    reviews: [
      {
        name: 'Elena Santos',
        rating: 5,
        comment: 'Hermosa casa, personal muy amable y desayuno delicioso.',
        daysAgo: 20,
      },
      {
        name: 'Marc Dubois',
        rating: 4,
        comment: 'Charming hotel in the historic center.',
        daysAgo: 90,
      },
    ],
  },
  'pizzeria-napoli': {
    gallery: [{ image: 'restaurante', caption: 'Horno de leña' }],
    menu: [
      {
        section: 'Pizzas',
        item: 'Margarita',
        description: 'Tomate, mozzarella y albahaca',
        price: 450,
      },
      { section: 'Pizzas', item: 'Pizza de camarones', price: 720 },
      { section: 'Pastas', item: 'Lasaña de carne', price: 520 },
    ],
    offers: [
      {
        title: 'Martes de pizza 2×1',
        description:
          'Todos los martes, dos pizzas medianas por el precio de una, en el local o para llevar.',
        discountPercent: 50,
        forDays: 60,
      },
    ],
    tags: ['pizza', 'pasta', 'delivery'],
    reviews: [
      { name: 'Ramón Cruz', rating: 4, comment: 'Muy buena pizza, llegó caliente.', daysAgo: 15 },
    ],
  },
  'bar-la-ruta': {
    gallery: [{ image: 'bar', caption: 'Cócteles de ron dominicano' }],
    menu: [
      { section: 'Cócteles', item: 'Mamajuana de la casa', price: 200 },
      {
        section: 'Cócteles',
        item: 'Santo Libre',
        description: 'Ron blanco, Sprite y limón',
        price: 250,
      },
      {
        section: 'Picaderas',
        item: 'Picadera mixta',
        description: 'Chicharrón, longaniza y tostones',
        price: 600,
      },
    ],
    events: [
      {
        title: 'Viernes de merengue típico',
        description: 'Perico ripiao en vivo desde las 10 de la noche.',
        inDays: 2,
        hours: 22,
        price: 300,
      },
    ],
    reviews: [
      {
        name: 'Yokasta Núñez',
        rating: 5,
        comment: 'Ambiente buenísimo y música en vivo.',
        daysAgo: 3,
      },
    ],
  },
  'tours-ambar': {
    gallery: [
      { image: 'playa', caption: 'Cayo Arena' },
      { image: 'hotel', caption: 'Teleférico de Puerto Plata' },
    ],
    questions: [
      {
        asker: 'José Almonte',
        question: '¿La excursión a Cayo Arena recoge en Sosúa?',
        answer:
          'Sí, recogemos en los hoteles de Sosúa y Cabarete a las 7:00 a. m. sin costo adicional.',
        daysAgo: 6,
      },
    ],
    faqs: [
      {
        question: '¿Incluyen transporte desde el hotel?',
        answer: 'Sí, recogemos en hoteles de Puerto Plata, Sosúa y Cabarete.',
      },
      {
        question: '¿Los tours son en inglés?',
        answer: 'Tenemos guías en español, inglés, francés y alemán.',
      },
    ],
    events: [
      {
        title: 'Excursión a los 27 Charcos',
        description: 'Salida en grupo con almuerzo incluido.',
        inDays: 12,
        hours: 8,
        location: 'Damajagua, Imbert',
        price: 2500,
        url: 'https://ambartours.example.do/charcos',
      },
    ],
    videos: [{ youtubeId: 'fJ9rUzIMcZQ', title: 'Cayo Arena desde el aire' }],
    social: [
      { platform: 'facebook', url: 'https://facebook.com/ambartourspop' },
      { platform: 'youtube', url: 'https://youtube.com/@ambartours' },
    ],
    tags: ['excursiones', 'cayo arena', '27 charcos'],
    reviews: [
      {
        name: 'Sofía Herrera',
        rating: 5,
        comment: 'Los 27 charcos fueron una aventura increíble.',
        daysAgo: 25,
      },
    ],
  },
  'cabarete-kite': {
    gallery: [
      { image: 'playa', caption: 'Kite Beach' },
      { image: 'playa', caption: 'Clase para principiantes', pending: true },
    ],
    faqs: [
      {
        question: '¿Necesito experiencia?',
        answer: 'No, el curso de iniciación empieza desde cero.',
      },
    ],
    events: [
      {
        title: 'Competencia amistosa de kitesurf',
        description: 'Abierta a todos los niveles, premios y música.',
        inDays: 20,
        hours: 10,
        location: 'Kite Beach',
        price: 1000,
      },
    ],
    videos: [{ youtubeId: '9bZkp7q19f0', title: 'Kitesurf en Cabarete' }],
    social: [{ platform: 'instagram', url: 'https://instagram.com/cabaretekiteclub' }],
    products: [{ name: 'Clase privada de 2 horas', description: 'Equipo incluido', price: 6500 }],
    reviews: [
      {
        name: 'Tomás Ureña',
        rating: 5,
        comment: 'Instructores pacientes y muy profesionales.',
        daysAgo: 40,
      },
    ],
  },
  'cabarete-restaurante': {
    gallery: [
      { image: 'restaurante', caption: 'Mesas en la arena' },
      { image: 'bar', caption: 'Cócteles al atardecer' },
    ],
    menu: [
      { section: 'Del mar', item: 'Pescado del día a la criolla', price: 890 },
      { section: 'Del mar', item: 'Ceviche caribeño', price: 480 },
      { section: 'Para compartir', item: 'Yaniqueques con dip de aguacate', price: 320 },
    ],
    faqs: [{ question: '¿Tienen menú infantil?', answer: 'Sí, con pescado empanizado y papas.' }],
    reviews: [
      {
        name: 'Laura Vargas',
        rating: 4,
        comment: 'Comida rica y la vista es espectacular.',
        daysAgo: 18,
      },
    ],
  },
  'clinica-atlantico': {
    gallery: [{ image: 'salud', caption: 'Sala de espera' }],
    faqs: [
      {
        question: '¿Necesito cita?',
        answer: 'Para especialistas sí; medicina general atiende por orden de llegada.',
      },
    ],
    reviews: [
      { name: 'Rosa Jiménez', rating: 4, comment: 'Buena atención en emergencias.', daysAgo: 33 },
    ],
  },
  'sosua-beach-hotel': {
    gallery: [
      { image: 'hotel', caption: 'Piscina' },
      { image: 'playa', caption: 'Playa de Sosúa' },
    ],
    videos: [{ youtubeId: 'RgKAFK5djSk', title: 'Recorrido por el hotel' }],
    reviews: [
      {
        name: 'Klaus Weber',
        rating: 5,
        comment: 'Perfekt! Great location near the beach.',
        daysAgo: 14,
      },
    ],
  },
  'santiago-tecno': {
    gallery: [{ image: 'tecnologia', caption: 'Taller de reparaciones' }],
    products: [
      { name: 'Laptop 14" Core i5', description: '16 GB RAM, 512 GB SSD', price: 38500 },
      { name: 'Router wifi 6', description: 'Instalación incluida en Santiago', price: 4200 },
    ],
    tags: ['reparación de celulares', 'computadoras'],
    reviews: [
      {
        name: 'Héctor Polanco',
        rating: 5,
        comment: 'Me repararon la laptop en un día.',
        daysAgo: 7,
      },
    ],
  },
};
