import { describe, expect, it } from 'vitest';
import { isValidTaxId, taxIdDigits } from './tax-id';

describe('isValidTaxId', () => {
  it('accepts RNCs with a right check digit, with or without dashes', () => {
    expect(isValidTaxId('rnc', '101850043')).toBe(true);
    expect(isValidTaxId('rnc', '1-01-85004-3')).toBe(true);
    expect(isValidTaxId('rnc', '131098193')).toBe(true);
  });

  it('refuses an RNC with a wrong check digit, length or letters', () => {
    expect(isValidTaxId('rnc', '101850042')).toBe(false);
    expect(isValidTaxId('rnc', '10185004')).toBe(false);
    expect(isValidTaxId('rnc', '1018500431')).toBe(false);
    expect(isValidTaxId('rnc', '10185004A')).toBe(false);
    expect(isValidTaxId('rnc', '')).toBe(false);
  });

  it('accepts cédulas with a right check digit (Luhn)', () => {
    expect(isValidTaxId('cedula', '00113918205')).toBe(true);
    expect(isValidTaxId('cedula', '001-1391820-5')).toBe(true);
  });

  it('refuses a cédula with a wrong check digit, length or a letter anywhere', () => {
    expect(isValidTaxId('cedula', '00113918204')).toBe(false);
    expect(isValidTaxId('cedula', '0011391820')).toBe(false);
    expect(isValidTaxId('cedula', 'A0113918205')).toBe(false);
  });

  it('does not take one kind for the other', () => {
    expect(isValidTaxId('cedula', '101850043')).toBe(false);
    expect(isValidTaxId('rnc', '00113918205')).toBe(false);
  });
});

describe('taxIdDigits', () => {
  it('drops spaces and dashes', () => {
    expect(taxIdDigits(' 001-1391820 5 ')).toBe('00113918205');
  });
});
