import { describe, expect, it } from 'vitest';
import { invitationForOtherAddress, maskEmail } from './managers';

describe('maskEmail', () => {
  it('keeps the first letter, hides the rest of the name, keeps the domain', () => {
    expect(maskEmail('ana.gerente@correo.do')).toBe('a•••@correo.do');
    expect(maskEmail('b@sub.correo.do')).toBe('b•••@sub.correo.do');
    expect(invitationForOtherAddress(maskEmail('alba@correo.do'))).toBe(
      'Esta invitación es para otra dirección de correo (a•••@correo.do)',
    );
  });

  it('gives nothing away for a value that is not an address', () => {
    expect(maskEmail('sin-arroba')).toBe('•••');
    expect(maskEmail('@correo.do')).toBe('•••');
  });
});
