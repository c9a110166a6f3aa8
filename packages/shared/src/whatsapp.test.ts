import { describe, expect, it } from 'vitest';
import {
  helpWhatsappMessage,
  telLink,
  whatsappDigits,
  whatsappLink,
  whatsappLinkWithText,
  whatsappMessage,
} from './whatsapp';

describe('whatsappDigits', () => {
  it('keeps only digits and adds the country code 1', () => {
    expect(whatsappDigits('(809) 555-0100')).toBe('18095550100');
    expect(whatsappDigits('829.555.0101')).toBe('18295550101');
  });

  it('leaves a number that already starts with 1 alone', () => {
    expect(whatsappDigits('+1 809-555-0100')).toBe('18095550100');
    expect(whatsappDigits('18495550102')).toBe('18495550102');
  });

  it('is null for fewer than ten digits or no phone', () => {
    expect(whatsappDigits('555-0100')).toBeNull();
    expect(whatsappDigits('809-555-010')).toBeNull();
    expect(whatsappDigits('')).toBeNull();
    expect(whatsappDigits(null)).toBeNull();
    expect(whatsappDigits(undefined)).toBeNull();
  });
});

describe('whatsappMessage', () => {
  it('greets the business by name', () => {
    expect(whatsappMessage(' Colmado La Esquina ')).toBe(
      'Hola Colmado La Esquina, vi su negocio en Directorio RD y me gustaría obtener más información.',
    );
  });
});

describe('whatsappLink', () => {
  it('opens wa.me with the encoded message', () => {
    const link = whatsappLink('809-555-0100', 'Café & Té');
    expect(link).toBe(
      'https://wa.me/18095550100?text=Hola%20Caf%C3%A9%20%26%20T%C3%A9%2C%20vi%20su%20negocio%20en%20Directorio%20RD%20y%20me%20gustar%C3%ADa%20obtener%20m%C3%A1s%20informaci%C3%B3n.',
    );
    const text = new URL(link!).searchParams.get('text');
    expect(text).toBe(whatsappMessage('Café & Té'));
  });

  it('is null without a usable phone', () => {
    expect(whatsappLink('12345', 'Negocio')).toBeNull();
    expect(whatsappLink(null, 'Negocio')).toBeNull();
  });
});

describe('telLink', () => {
  it('dials the full international number', () => {
    expect(telLink('809 555 0100')).toBe('tel:+18095550100');
    expect(telLink('1-809-555-0100')).toBe('tel:+18095550100');
  });

  it('is null without a usable phone', () => {
    expect(telLink('911')).toBeNull();
    expect(telLink(undefined)).toBeNull();
  });
});

describe('the help line message', () => {
  it('greets the directory, not a business', () => {
    expect(helpWhatsappMessage()).toBe(
      'Hola Directorio RD, tengo una consulta sobre el directorio.',
    );
    expect(helpWhatsappMessage()).not.toContain('vi su negocio');
    expect(helpWhatsappMessage(' Farmacia Carol ')).toBe(
      'Hola Directorio RD, les escribo sobre el perfil de Farmacia Carol en el directorio.',
    );
  });

  it('goes into a wa.me link as given', () => {
    expect(whatsappLinkWithText('809-555-0100', helpWhatsappMessage())).toBe(
      `https://wa.me/18095550100?text=${encodeURIComponent(helpWhatsappMessage())}`,
    );
    expect(whatsappLinkWithText('555', 'Hola')).toBeNull();
  });
});
