// 'A similar name in the same municipality', computed here rather than by pg_trgm so 10,000 rows
// cost one query: the same trigrams as pg_trgm (words padded with two spaces before, one after)
// and the registration's threshold (registration/duplicates.ts), accents and case ignored. The
// listings come one per distinct name, its lowest id (business_names, repository.ts): entries
// added in id order, an equal score never replaces the first, so the others could not win.
import { normalizeText } from '@drd/shared/slug';

export const NAME_SIMILARITY = 0.45;
// Trigrams shared by this many names ('  r', 'res' of 'Restaurante') find candidates no better
// than chance; the rarer trigrams of a similar name still find it.
const COMMON_TRIGRAM = 200;

export function trigrams(name: string): Set<string> {
  const set = new Set<string>();
  for (const word of normalizeText(name)
    .split(/[^a-z0-9]+/)
    .filter(Boolean)) {
    const padded = `  ${word} `;
    for (let i = 0; i + 3 <= padded.length; i++) set.add(padded.slice(i, i + 3));
  }
  return set;
}

export function similarity(a: Set<string>, b: Set<string>): number {
  let shared = 0;
  for (const t of a) if (b.has(t)) shared++;
  const union = a.size + b.size - shared;
  return union === 0 ? 0 : shared / union;
}

/** Names of one municipality, searchable for the most similar above the threshold. */
export class NameIndex<T> {
  private readonly entries: { grams: Set<string>; value: T }[] = [];
  private readonly postings = new Map<string, number[]>();
  private readonly exact = new Map<string, T>();

  add(name: string, value: T): void {
    if (!this.exact.has(normalizeText(name))) this.exact.set(normalizeText(name), value);
    const grams = trigrams(name);
    const index = this.entries.push({ grams, value }) - 1;
    for (const g of grams) {
      const list = this.postings.get(g);
      if (list) list.push(index);
      else this.postings.set(g, [index]);
    }
  }

  mostSimilar(name: string): T | null {
    const same = this.exact.get(normalizeText(name));
    if (same !== undefined) return same;
    const grams = trigrams(name);
    // Shared trigrams counted from the postings; a name sharing fewer than threshold × |grams|
    // cannot reach the threshold (s / (a + b - s) ≥ t needs s ≥ t·a), so most are never compared.
    const shared = new Map<number, number>();
    let skipped = 0;
    for (const g of grams) {
      const list = this.postings.get(g);
      if (!list) continue;
      if (list.length > COMMON_TRIGRAM) {
        skipped++;
        continue;
      }
      for (const i of list) shared.set(i, (shared.get(i) ?? 0) + 1);
    }
    const needed = NAME_SIMILARITY * grams.size;
    let best: { score: number; value: T } | null = null;
    for (const [i, count] of shared) {
      if (count + skipped < needed) continue;
      const entry = this.entries[i]!;
      const score = similarity(grams, entry.grams);
      if (score >= NAME_SIMILARITY && (!best || score > best.score)) {
        best = { score, value: entry.value };
      }
    }
    return best?.value ?? null;
  }
}
