/** An item's field as text: the registry's fields are strings, numbers or null. */
export const asText = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
