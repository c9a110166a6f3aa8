// A card without a cover shows the logo, then the first photo, before the placeholder house.
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { BusinessCard as Card } from '@drd/shared/api/businesses';
import { BUSINESS_PLACEHOLDER_IMAGE } from '@drd/shared/constants';
import { BusinessCard } from './business-card';

const card: Card = {
  id: 3,
  name: 'Colmado La Esquina',
  category: 'Colmados',
  categorySlug: 'colmados',
  imageUrl: null,
  logoUrl: '/media/logo.webp',
  cardImageUrl: '/media/logo.webp',
  isHighlighted: false,
  visitCount: 1,
  rating: 0,
  phone: '809-555-0100',
  whatsappNumber: null,
  description: 'Todo lo del barrio.',
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
  verified: false,
  verifiedAt: null,
};

const draw = (business: Card) =>
  renderToString(
    <MemoryRouter>
      <BusinessCard business={business} />
    </MemoryRouter>,
  );

describe('BusinessCard', () => {
  it('shows the logo whole when there is no cover, and one visit in the singular', () => {
    const html = draw(card);
    expect(html).toContain('src="/media/logo.webp"');
    expect(html).toContain('object-contain');
    expect(html).toMatch(/1 visita</);
  });

  it('fills the frame with the first photo, and falls back to the placeholder', () => {
    const photo = draw({ ...card, logoUrl: null, cardImageUrl: '/media/foto.webp' });
    expect(photo).toContain('src="/media/foto.webp"');
    expect(photo).toContain('object-cover');
    const none = draw({ ...card, logoUrl: null, cardImageUrl: null });
    expect(none).toContain(`src="${BUSINESS_PLACEHOLDER_IMAGE}"`);
  });
});
