// Spanish ordering in one place. Done in the application rather than with a SQL collation because
// PGlite ships without ICU collations, and the lists it sorts are small (at most ~60 items).
const collator = new Intl.Collator('es', { sensitivity: 'base' });

export const compareSpanish = (a: string, b: string) => collator.compare(a, b);

export function sortByName<T extends { name: string }>(items: T[]): T[] {
  return [...items].sort((a, b) => compareSpanish(a.name, b.name));
}
