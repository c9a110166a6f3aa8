// Typo tolerance the way Meilisearch and Algolia count it: a word gets no typo under 5 letters,
// one from 5, two from 9. A typo is an insertion, deletion, substitution or swap of neighbours.

export const ONE_TYPO_MIN_LENGTH = 5;
export const TWO_TYPOS_MIN_LENGTH = 9;

/** How many typos a typed word may carry and still match a word of the directory. */
export function typoBudget(word: string): number {
  if (word.length >= TWO_TYPOS_MIN_LENGTH) return 2;
  if (word.length >= ONE_TYPO_MIN_LENGTH) return 1;
  return 0;
}

/**
 * Edit distance where swapping two neighbouring letters counts once ('kitesruf' → 'kitesurf'),
 * stopping early once every path is above `max` (returns max + 1 then).
 */
export function typoDistance(a: string, b: string, max = Infinity): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before = new Array<number>(b.length + 1).fill(0);
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, before[j - 2]! + 1);
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    before = previous;
    previous = current;
  }
  return previous[b.length]!;
}

/**
 * The directory words a typed word may have meant: within its typo budget, closest first. The
 * word itself is never in the answer (an exact match needs no correction), nor a word that only
 * adds or drops an ending ('farmacia' / 'farmacias'): stemming and prefix search find those.
 */
export function corrections(word: string, candidates: readonly string[], limit = 3): string[] {
  const budget = typoBudget(word);
  if (budget === 0) return [];
  return candidates
    .filter((c) => !c.startsWith(word) && !word.startsWith(c))
    .map((c) => ({ c, d: typoDistance(word, c, budget) }))
    .filter(({ d }) => d <= budget)
    .sort((x, y) => x.d - y.d || x.c.localeCompare(y.c))
    .slice(0, limit)
    .map(({ c }) => c);
}
