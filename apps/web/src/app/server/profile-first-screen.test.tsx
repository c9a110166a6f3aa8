// The server draws the profile's first screen in Node, with no window or navigator: a browser-only
// call added to ProfileHeader would make every profile fall back to the spinner
// (docs/decisions/011-profile-first-screen.md), which this test catches first.
import { describe, expect, it } from 'vitest';
import { businessDetailSchema, type BusinessDetail } from '@drd/shared/api/businesses';
import { renderProfileFirstScreen } from './profile-first-screen';

const bare: BusinessDetail = businessDetailSchema.parse({
  id: 7,
  name: 'Colmado <La Esquina> & $& Hijos',
  category: 'Colmados',
  categorySlug: 'colmados',
  imageUrl: null,
  logoUrl: null,
  cardImageUrl: null,
  isHighlighted: false,
  verified: false,
  verifiedAt: null,
  visitCount: 0,
  rating: 0,
  phone: '',
  whatsappNumber: null,
  description: '',
  tagline: null,
  address: null,
  provinceId: 1,
  province: 'Puerto Plata',
  provinceSlug: 'puerto-plata',
  municipalityId: 2,
  municipality: 'Sosúa',
  municipalitySlug: 'sosua',
  districtMunicipalityId: null,
  districtMunicipality: null,
  packageId: 1,
  openingHours: null,
  coords: null,
  email: null,
  website: null,
  contactEmail: null,
  priceRange: null,
  menuUrl: null,
  socialMedia: {},
  features: {},
  reviewsEnabled: false,
  contactFormEnabled: true,
  bookingEnabled: false,
  createdAt: '2026-11-01T12:00:00.000Z',
  gallery: [],
  videos: [],
  faqs: [],
  questions: [],
  socialLinks: [],
  menu: [],
  events: [],
  reviews: [],
  products: [],
  offers: [],
  tags: [],
});

const full: BusinessDetail = {
  ...bare,
  name: 'Farmacia Sosúa',
  imageUrl: '/uploads/cover/abc.webp',
  logoUrl: '/uploads/logo/abc.webp',
  phone: '809-571-0000',
  whatsappNumber: '8095710000',
  tagline: 'Abierta toda la noche',
  address: 'Calle Pedro Clisante 5, Sosúa',
  coords: { lat: 19.75, lng: -70.52 },
  website: 'https://farmacia.example',
  rating: 45,
  openingHours: Object.fromEntries(
    ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((day) => [
      day,
      { closed: false, ranges: [{ open: '08:00', close: '22:00' }] },
    ]),
  ) as BusinessDetail['openingHours'],
};

describe('the profile first screen drawn on the server', () => {
  it('draws a business with nothing but its name and place', () => {
    const html = renderProfileFirstScreen(bare, '/negocio/7-colmado');
    expect(html).toContain('Colmado &lt;La Esquina&gt; &amp; $&amp; Hijos</h1>');
    expect(html).toContain('Sosúa, Puerto Plata');
    expect(html).not.toContain('href="tel:');
    expect(html).toContain('Sin reseñas aún');
  });

  it("says '1 visita' in the singular", () => {
    expect(renderProfileFirstScreen({ ...bare, visitCount: 1 }, '/negocio/7-colmado')).toMatch(
      /1 visita</,
    );
  });

  it('draws the photo, the logo and every action a full profile has', () => {
    const html = renderProfileFirstScreen(full, '/negocio/7-farmacia-sosua');
    expect(html).toContain('src="/uploads/cover/abc.webp"');
    expect(html).toContain('alt="Logo de Farmacia Sosúa"');
    expect(html).toContain('href="tel:');
    expect(html).toContain('href="https://wa.me/');
    expect(html).toContain('Cómo llegar');
    expect(html).toContain('Sitio web');
    expect(html).toContain('Compartir');
    expect(html).toContain('Hoy: <span data-testid="profile-today-hours">08:00 – 22:00</span>');
    expect(html).toContain('aria-label="Calificación 4.5 de 5"');
    // Wrapped like index.html's first screens, which is how tests tell it from the app.
    expect(
      html.startsWith('<div class="first-paint-page">') ||
        html.includes('<div class="first-paint-page">'),
    ).toBe(true);
  });
});
