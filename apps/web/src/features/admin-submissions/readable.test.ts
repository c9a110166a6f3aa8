import { describe, expect, it } from 'vitest';
import { diffableText, fieldChanges, hoursLines, readableValue } from './readable';

describe('readableValue', () => {
  it('shows prices in pesos with two decimals, from numbers and numeric strings', () => {
    expect(readableValue('price', '0')).toEqual({ kind: 'text', text: 'RD$ 0.00' });
    expect(readableValue('price', 350.5)).toEqual({ kind: 'text', text: 'RD$ 350.50' });
  });

  it('shows a YouTube link as a video with its id, and an image URL as an image', () => {
    expect(readableValue('youtubeUrl', 'https://youtu.be/dQw4w9WgXcQ')).toEqual({
      kind: 'video',
      url: 'https://youtu.be/dQw4w9WgXcQ',
      embedId: 'dQw4w9WgXcQ',
    });
    expect(readableValue('imageUrl', 'https://example.com/a.jpg')).toEqual({
      kind: 'image',
      url: 'https://example.com/a.jpg',
    });
    expect(readableValue('website', 'https://colmado.do')).toEqual({
      kind: 'link',
      url: 'https://colmado.do',
    });
  });

  it('reads opening hours by day, closed days included, never as JSON', () => {
    const hours = {
      monday: { open: '08:00', close: '17:00', closed: false },
      sunday: { open: '', close: '', closed: true },
    };
    expect(hoursLines(hours)).toEqual(['Lunes: 08:00 – 17:00', 'Domingo: Cerrado']);
    const split = {
      closed: false,
      ranges: [
        { open: '08:00', close: '12:00' },
        { open: '14:00', close: '18:00' },
      ],
    };
    expect(hoursLines({ friday: split })).toEqual(['Viernes: 08:00 – 12:00, 14:00 – 18:00']);
    const shown = readableValue('openingHours', hours);
    expect(shown).toEqual({ kind: 'lines', lines: ['Lunes: 08:00 – 17:00', 'Domingo: Cerrado'] });
    expect(JSON.stringify(shown)).not.toContain('{"open"');
  });

  it('labels price ranges, platforms, coordinates and other structured values', () => {
    expect(readableValue('priceRange', 'moderate')).toEqual({
      kind: 'text',
      text: 'Moderado ($$)',
    });
    expect(readableValue('platform', 'instagram')).toEqual({ kind: 'text', text: 'Instagram' });
    expect(readableValue('coords', { lat: 19.79341, lng: -70.68842 })).toEqual({
      kind: 'text',
      text: '19.79341, -70.68842',
    });
    expect(readableValue('extra', { wifi: true, parking: false })).toEqual({
      kind: 'lines',
      lines: ['wifi: Sí', 'parking: No'],
    });
    expect(readableValue('caption', null)).toEqual({ kind: 'empty' });
  });
});

describe('fieldChanges', () => {
  it('lists the fields of an edit with labels, marking what changed, hiding server fields', () => {
    const rows = fieldChanges(
      { question: '¿Abren?', answer: 'Sí' },
      { answer: 'Sí, todos los días', question: '¿Abren?', embedId: 'x', displayOrder: 2 },
    );
    expect(rows.map((r) => [r.label, r.changed])).toEqual([
      ['Pregunta', false],
      ['Respuesta', true],
    ]);
    expect(diffableText(rows[1]!.before)).toBe('Sí');
    expect(diffableText(rows[1]!.after)).toBe('Sí, todos los días');
  });

  it('has no before for new content and no after for a removal', () => {
    const created = fieldChanges(null, { imageUrl: 'https://example.com/a.jpg', caption: 'Local' });
    expect(created.every((r) => r.before === null && r.changed)).toBe(true);
    const removed = fieldChanges({ question: 'P', answer: 'R' }, null);
    expect(removed.every((r) => r.after === null)).toBe(true);
  });

  it("shows a business's logo and cover photo as images, the cover named so", () => {
    const rows = fieldChanges(
      { logoUrl: null, imageUrl: '/images/negocios/colmado.webp' },
      {
        logoUrl: 'https://directorio.do/media/a.webp',
        imageUrl: 'https://directorio.do/media/b.webp',
      },
      'business',
    );
    expect(rows.map((r) => r.label)).toEqual(['Logo', 'Foto de portada']);
    expect(rows[1]!.before).toEqual({ kind: 'image', url: '/images/negocios/colmado.webp' });
    expect(rows[0]!.after).toEqual({ kind: 'image', url: 'https://directorio.do/media/a.webp' });
    expect(rows.every((r) => r.changed)).toBe(true);
    expect(readableValue('logoUrl', '//otro.example/x.png')).toEqual({
      kind: 'text',
      text: '//otro.example/x.png',
    });
  });

  it("names a content type's fields as the owner's form does, in its order", () => {
    const product = {
      name: 'Batida',
      description: null,
      price: 150,
      currency: 'DOP',
      imageUrl: null,
      externalUrl: 'https://colmado.do/batida',
      isActive: true,
    };
    const rows = fieldChanges(product, { ...product, isActive: false }, 'products');
    expect(rows.map((r) => r.label)).toEqual([
      'Nombre',
      'Descripción',
      'Precio (RD$)',
      'Moneda',
      'Foto del producto',
      'Enlace para comprar o ver más',
      'Disponible',
    ]);
    const offer = fieldChanges(
      null,
      { title: 'Verano', code: 'VERANO10', validUntil: '2027-01-31' },
      'offers',
    );
    expect(offer.map((r) => r.label)).toEqual(['Título', 'Código del cupón', 'Válida hasta']);
    expect(
      fieldChanges(
        null,
        { platform: 'facebook', url: 'https://facebook.com/x' },
        'social-links',
      ).map((r) => r.label),
    ).toEqual(['Red social', 'URL']);
  });
});
