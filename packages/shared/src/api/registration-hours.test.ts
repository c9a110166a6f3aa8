// Hours are never silent (issue 41, decision 040): the registration schema the wizard and the API
// share refuses a registration that gives no hours, in the owner's words.
import { describe, expect, it } from 'vitest';
import { WEEKDAYS } from '../constants';
import {
  missingRegistrationFields,
  registrationBodySchema,
  registrationHoursMissing,
} from './registration';

const week = (closed: boolean) =>
  Object.fromEntries(
    WEEKDAYS.map((d) => [d, { closed, ranges: [{ open: '08:00', close: '17:00' }] }]),
  );

const body = (openingHours: unknown) => ({
  name: 'Taller Don Pepe',
  description: 'Reparamos motores y frenos con garantía por escrito.',
  category: 1,
  address: 'Calle Duarte 12',
  province: 1,
  municipality: 1,
  phone: '809-555-0100',
  email: 'pepe@correo.do',
  packageId: 1,
  openingHours,
});

const hoursMessages = (openingHours: unknown) => {
  const result = registrationBodySchema.safeParse(body(openingHours));
  return result.success
    ? []
    : result.error.issues.filter((i) => i.path[0] === 'openingHours').map((i) => i.message);
};

describe('registration hours', () => {
  it("answers 'Indica tu horario' for no hours and for a week with no open day", () => {
    for (const hours of [undefined, null, {}, week(true)]) {
      expect(registrationHoursMissing(hours)).toBe(true);
      expect(hoursMessages(hours)).toEqual(['Indica tu horario']);
      expect(missingRegistrationFields(body(hours))).toEqual(['openingHours']);
    }
  });

  it('takes one open day, in either day shape, as the hours given', () => {
    const oneDay = {
      ...week(true),
      sunday: { closed: false, ranges: [{ open: '00:00', close: '00:00' }] },
    };
    expect(hoursMessages(oneDay)).toEqual([]);
    const legacy = Object.fromEntries(
      WEEKDAYS.map((d) => [d, { open: '08:00', close: '17:00', closed: d === 'sunday' }]),
    );
    expect(registrationHoursMissing(legacy)).toBe(false);
    expect(hoursMessages(legacy)).toEqual([]);
  });
});
