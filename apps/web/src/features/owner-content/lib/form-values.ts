// Between an item and its form: every control holds a string; dates travel as ISO instants and
// the form shows them in the browser's local time (datetime-local).
import { asText } from './as-text';
import type { OwnerItem } from '@drd/shared/api/content/items';
import type { FieldConfig } from './type-config';

export type FormValues = Record<string, string>;

const pad = (n: number) => String(n).padStart(2, '0');

/** '2026-12-24T20:00' in local time, as a datetime-local control wants it. */
export function toLocalInput(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

export function formValues(fields: FieldConfig[], item: OwnerItem | null): FormValues {
  return Object.fromEntries(
    fields.map((field) => {
      const value = item?.[field.name];
      // A new item is shown (the table's default); an existing one keeps its switch.
      if (field.input === 'active') return [field.name, value === false ? 'false' : 'true'];
      if (value === null || value === undefined) return [field.name, ''];
      if (field.input === 'datetime') return [field.name, toLocalInput(asText(value))];
      if (field.input === 'price') return [field.name, Number(value).toFixed(2)];
      return [field.name, asText(value)];
    }),
  );
}

/** The request body: dates back to instants; an empty optional control is sent as null. */
export function requestBody(fields: FieldConfig[], values: FormValues): Record<string, unknown> {
  return Object.fromEntries(
    fields.map((field) => {
      const value = values[field.name] ?? '';
      if (!field.required && value.trim() === '') return [field.name, null];
      if (field.input !== 'datetime') return [field.name, value];
      const time = new Date(value).getTime();
      if (Number.isNaN(time)) return [field.name, value];
      return [field.name, new Date(time).toISOString()];
    }),
  );
}
