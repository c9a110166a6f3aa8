// Lists the owner picks from (categories, provinces, municipalities) in Spanish alphabetical
// order: accents do not move a word ('Óptica' sits with the O's) and ñ follows n.
const collator = new Intl.Collator('es', { sensitivity: 'base' });

export function sortSpanish<T>(items: readonly T[], name: (item: T) => string): T[] {
  return [...items].sort((a, b) => collator.compare(name(a), name(b)));
}
