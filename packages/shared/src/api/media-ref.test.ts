import { describe, expect, it } from 'vitest';
import { documentKey, mediaRef, OUTSIDE_IMAGE_MESSAGE, parseMediaRef } from './media-ref';

const KEY = '0123456789abcdef0123456789abcdef';

describe('mediaRef', () => {
  it('takes a key or a /media/ URL, relative or on an origin (the API checks which)', () => {
    expect(parseMediaRef(KEY)).toEqual({ key: KEY, origin: null });
    expect(parseMediaRef(`/media/${KEY}.webp`)).toEqual({ key: KEY, origin: null });
    expect(parseMediaRef(`https://directorio.do/media/${KEY}.webp`)).toEqual({
      key: KEY,
      origin: 'https://directorio.do',
    });
    expect(mediaRef().parse(` /media/${KEY}.webp `)).toBe(`/media/${KEY}.webp`);
  });

  it('refuses every other address in Spanish', () => {
    for (const value of [
      'https://fotos.do/terraza.jpg',
      `https://fotos.do/x/media/${KEY}.webp`,
      `/media/${KEY}.jpg`,
      `/media/${KEY}.webp?x=1`,
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      KEY.toUpperCase(),
      42,
    ]) {
      const result = mediaRef().safeParse(value);
      expect(result.success, String(value)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(OUTSIDE_IMAGE_MESSAGE);
    }
  });

  it('takes a document by its key only', () => {
    expect(documentKey().parse(KEY)).toBe(KEY);
    expect(documentKey().safeParse(`/api/uploads/documents/${KEY}`).success).toBe(false);
  });
});
