import { describe, expect, it } from 'vitest';
import type { OwnerProfile } from '@drd/shared/api/content/profile';
import { DEFAULT_OPENING_HOURS } from '@drd/shared/opening-hours';
import {
  changedFacts,
  changesIdentity,
  currentFacts,
  profileBody,
  profileValues,
} from './profile-values';

const published: OwnerProfile['profile'] = {
  name: 'Casa Ejemplo',
  category: 12,
  province: 3,
  municipality: 40,
  districtMunicipality: null,
  description: 'Cocina criolla frente al malecón de Puerto Plata.',
  tagline: null,
  openingHours: { ...DEFAULT_OPENING_HOURS },
  phone: '809-555-1234',
  whatsappNumber: null,
  email: 'hola@ejemplo.do',
  contactEmail: null,
  website: null,
  address: 'Calle Duarte 12',
  coords: { lat: 19.79, lng: -70.69 },
  priceRange: 'moderate',
  features: { wifi: true },
  logoUrl: null,
  imageUrl: '/images/negocios/colmado.webp',
};
const profile = (data: Record<string, unknown> | null): OwnerProfile => ({
  business: {
    id: 1,
    name: 'Casa Ejemplo',
    category: 'Restaurantes',
    plan: 'Presencia Esencial',
    photoLimit: 15,
    packageId: 2,
    isActive: true,
    verified: true,
    province: 'Puerto Plata',
    municipality: 'Puerto Plata',
    suspension: null,
  },
  profile: published,
  reviewsEnabled: true,
  pendingChange: data && {
    submissionId: 9,
    changeType: 'profile_update',
    data,
    createdAt: '2026-11-24T10:00:00.000Z',
  },
  lastRejection: null,
});

describe('profileValues', () => {
  it('turns absent facts into empty fields and keeps a known price range', () => {
    const values = profileValues(published);
    expect(values.tagline).toBe('');
    expect(values.whatsappNumber).toBe('');
    expect(values.priceRange).toBe('moderate');
    // Every service is a box: ticked when offered, unticked otherwise.
    expect(values.features).toMatchObject({ wifi: true, parking: false, delivery: false });
    expect(values.coords).toEqual({ lat: 19.79, lng: -70.69 });
  });

  it('fills days missing from stored hours and drops an unknown price range', () => {
    const values = profileValues({ ...published, openingHours: {}, priceRange: 'cheap' });
    expect(values.openingHours).toEqual(DEFAULT_OPENING_HOURS);
    expect(values.priceRange).toBe('');
  });
});

describe('currentFacts and changedFacts', () => {
  it('edits the waiting version and names what it changes', () => {
    const waiting = profile({
      ...published,
      description: 'Cocina criolla y mariscos frente al malecón.',
      openingHours: {
        ...DEFAULT_OPENING_HOURS,
        monday: { open: '07:00', close: '15:00', closed: false },
      },
    });
    expect(currentFacts(waiting).description).toBe('Cocina criolla y mariscos frente al malecón.');
    expect(changedFacts(waiting)).toEqual(['description', 'openingHours']);
  });

  it('names a new name, category and place among the waiting changes', () => {
    const moved = profile({ ...published, name: 'Casa Nueva', municipality: 41 });
    expect(currentFacts(moved).name).toBe('Casa Nueva');
    expect(changedFacts(moved)).toEqual(['name', 'municipality']);
    // An older waiting change, sent before the editor had these fields, keeps the published ones.
    const older = profile({ description: published.description });
    expect(profileValues(currentFacts(older))).toMatchObject({
      name: 'Casa Ejemplo',
      category: 12,
    });
  });

  it('edits the published facts when nothing waits', () => {
    expect(currentFacts(profile(null))).toBe(published);
    expect(changedFacts(profile(null))).toEqual([]);
  });
});

describe('profileBody', () => {
  it('leaves out a photo that is still the published one, and sends a new or emptied one', () => {
    const values = profileValues(published);
    const unchanged = profileBody(values, published);
    expect(unchanged).not.toHaveProperty('logoUrl');
    expect(unchanged).not.toHaveProperty('imageUrl');
    const cover = 'https://directorio.do/media/0123456789abcdef0123456789abcdef.webp';
    expect(profileBody({ ...values, imageUrl: cover, logoUrl: '' }, published)).toMatchObject({
      imageUrl: cover,
    });
    expect(profileBody({ ...values, imageUrl: '' }, published)).toMatchObject({ imageUrl: '' });
  });

  it('names a new cover photo among the waiting changes', () => {
    const cover = 'https://directorio.do/media/0123456789abcdef0123456789abcdef.webp';
    expect(changedFacts(profile({ ...published, imageUrl: cover }))).toEqual(['imageUrl']);
  });
});

describe('changesIdentity', () => {
  it('is a new name or category, not a new phone or place', () => {
    const values = profileValues(published);
    expect(changesIdentity(values, published)).toBe(false);
    expect(changesIdentity({ ...values, name: ' Casa Ejemplo ' }, published)).toBe(false);
    expect(changesIdentity({ ...values, name: 'Casa Ejemplo 2' }, published)).toBe(true);
    expect(changesIdentity({ ...values, category: 13 }, published)).toBe(true);
  });
});
