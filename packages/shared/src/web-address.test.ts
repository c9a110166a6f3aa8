import { describe, expect, it } from 'vitest';
import { toSocialAddress, toWebAddress } from './web-address';

describe('toWebAddress', () => {
  it('reads an address without https:// as one', () => {
    expect(toWebAddress('www.colmadolaesquina.com')).toBe('https://www.colmadolaesquina.com');
    expect(toWebAddress(' colmadolaesquina.com ')).toBe('https://colmadolaesquina.com');
    expect(toWebAddress('colmado.com.do/menu?x=1')).toBe('https://colmado.com.do/menu?x=1');
  });

  it('leaves full URLs, blanks and non-addresses for the URL check', () => {
    expect(toWebAddress('http://colmado.com')).toBe('http://colmado.com');
    expect(toWebAddress('')).toBe('');
    expect(toWebAddress('mi colmado')).toBe('mi colmado');
    expect(toWebAddress('javascript:alert(1)')).toBe('javascript:alert(1)');
    expect(toWebAddress(null)).toBeNull();
  });
});

describe('toSocialAddress', () => {
  it("expands a handle to the platform's profile", () => {
    expect(toSocialAddress('instagram', '@colmado')).toBe('https://instagram.com/colmado');
    expect(toSocialAddress('instagram', 'colmado')).toBe('https://instagram.com/colmado');
    expect(toSocialAddress('tiktok', '@colmado.rd')).toBe('https://tiktok.com/@colmado.rd');
  });

  it('takes an address without https:// and keeps a full URL', () => {
    expect(toSocialAddress('instagram', 'instagram.com/colmado')).toBe(
      'https://instagram.com/colmado',
    );
    expect(toSocialAddress('facebook', 'https://facebook.com/colmado')).toBe(
      'https://facebook.com/colmado',
    );
    // WhatsApp has no profile by name: a bare word stays for the URL check to refuse.
    expect(toSocialAddress('whatsapp', 'colmado')).toBe('colmado');
  });
});

describe('the schemas that read them', () => {
  it('store a social handle and a website without https:// as full URLs', async () => {
    const { CONTENT_TYPES } = await import('./api/content/registry');
    const { registrationBodySchema } = await import('./api/registration');
    const links = CONTENT_TYPES['social-links'];
    expect(links.create.parse({ platform: 'instagram', url: '@colmado' })).toEqual({
      platform: 'instagram',
      url: 'https://instagram.com/colmado',
    });
    expect(links.edit.parse({ url: 'instagram.com/colmado' })).toEqual({
      url: 'https://instagram.com/colmado',
    });
    expect(links.create.safeParse({ platform: 'whatsapp', url: 'colmado' }).success).toBe(false);
    const website = registrationBodySchema.shape.website;
    expect(website.parse('colmadolaesquina.com')).toBe('https://colmadolaesquina.com');
    expect(website.safeParse('no es una web').success).toBe(false);
  });
});
