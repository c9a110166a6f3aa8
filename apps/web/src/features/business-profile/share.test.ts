import { describe, expect, it } from 'vitest';
import { shareText, whatsappShareLink } from './share';

describe('sharing a profile', () => {
  it('names the business and the directory', () => {
    expect(shareText(' Farmacia Carol ')).toBe('Farmacia Carol en Directorio RD');
  });

  it('puts the name and the link in a WhatsApp message without a number', () => {
    const link = whatsappShareLink(
      'Farmacia Carol',
      'https://directorio.do/negocio/7-farmacia-carol',
    );
    expect(link.startsWith('https://wa.me/?text=')).toBe(true);
    expect(decodeURIComponent(link.slice('https://wa.me/?text='.length))).toBe(
      'Farmacia Carol en Directorio RD: https://directorio.do/negocio/7-farmacia-carol',
    );
  });
});
