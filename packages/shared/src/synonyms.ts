// Local synonyms (data/synonyms.json): a search for one word of a group also finds the others.
// Everyday words for categories are groups too, kept apart with their sources.
import data from '../data/synonyms.json';
import { normalizeText } from './slug';

const GROUPS: readonly string[][] = [...data.groups, ...data.everyday.map((e) => e.words)].map(
  (g) => g.map(normalizeText),
);

const wholeWord = (phrase: string) =>
  new RegExp(`(^|\\s)${phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?=\\s|$)`);

/**
 * The normalised term and its variants with synonyms swapped in ('botica 24 horas' →
 * ['botica 24 horas', 'farmacia 24 horas']). At most 8 variants, the original first.
 */
export function searchVariants(term: string): string[] {
  const variants = new Set([normalizeText(term)]);
  for (const group of GROUPS) {
    for (const current of [...variants]) {
      const hit = group.find((phrase) => wholeWord(phrase).test(current));
      if (!hit) continue;
      for (const other of group) {
        if (other !== hit)
          variants.add(current.replace(wholeWord(hit), (_m, lead: string) => `${lead}${other}`));
      }
    }
  }
  return [...variants].slice(0, 8);
}
