import { describe, expect, it } from 'vitest';
import type { OwnerItem } from '@drd/shared/api/content/items';
import { formValues, requestBody } from './form-values';
import { TYPE_CONFIG } from './type-config';

const fields = TYPE_CONFIG.events.fields;

describe('event form values', () => {
  it('round-trips dates through the local datetime control and prices to two places', () => {
    const item = {
      id: 1,
      title: 'Noche de son',
      description: 'Música en vivo',
      eventDate: '2026-12-24T20:00:00.000Z',
      eventEndDate: null,
      location: null,
      price: 500,
      registrationUrl: null,
    } as unknown as OwnerItem;
    const values = formValues(fields, item);
    expect(values.price).toBe('500.00');
    expect(values.eventEndDate).toBe('');
    const body = requestBody(fields, values);
    expect(body.eventDate).toBe('2026-12-24T20:00:00.000Z');
    expect(body.eventEndDate).toBeNull();
    expect(body.location).toBeNull();
    expect(body.registrationUrl).toBeNull();
  });

  it('keeps an empty required date so the schema names it', () => {
    const body = requestBody(fields, formValues(fields, null));
    expect(body.eventDate).toBe('');
  });
});
