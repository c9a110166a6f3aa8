import { describe, expect, it } from 'vitest';
import { mediaSrcSet } from './media';

describe('mediaSrcSet', () => {
  it('names the three widths of an uploaded photo', () => {
    const url = 'https://directorio.do/media/0123456789abcdef0123456789abcdef.webp';
    expect(mediaSrcSet(url)).toBe(
      'https://directorio.do/media/0123456789abcdef0123456789abcdef-400.webp 400w, ' +
        'https://directorio.do/media/0123456789abcdef0123456789abcdef-800.webp 800w, ' +
        'https://directorio.do/media/0123456789abcdef0123456789abcdef.webp 1600w',
    );
  });

  it('leaves other images alone', () => {
    expect(mediaSrcSet('/images/negocios/hotel.webp')).toBeUndefined();
    expect(mediaSrcSet('https://fotos.example.do/media/x.webp')).toBeUndefined();
    expect(mediaSrcSet(null)).toBeUndefined();
  });
});
