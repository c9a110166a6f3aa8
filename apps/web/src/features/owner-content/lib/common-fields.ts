// Controls several types share; apart from type-config.ts so catalog-config.ts can use them
// without an import cycle.
import type { FieldConfig } from './type-config';

export const PRICE: FieldConfig = { name: 'price', label: 'Precio (RD$)', input: 'price' };
export const DESCRIPTION: FieldConfig = {
  name: 'description',
  label: 'Descripción',
  input: 'textarea',
};
