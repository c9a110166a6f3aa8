// Typo tolerance the way Meilisearch and Algolia count it: a word gets no typo under 5 letters,
// one from 5, two from 9. A typo is an insertion, deletion, substitution or swap of neighbours.

const ONE_TYPO_MIN_LENGTH = 5;
const TWO_TYPOS_MIN_LENGTH = 9;

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
 * The word and how it may be written in the other number ('dentistas' ↔ 'dentista', 'hotel' →
 * 'hoteles', 'luces' ↔ 'luz'). Spanish stemming misses these for short and foreign words ('spas',
 * 'rios') and whenever a typo changes the ending it strips, so search compares them itself.
 * Over-generating ('viajes' → 'viaj') only adds a form no directory word has.
 */
export function numberForms(word: string): string[] {
  const forms = new Set([word]);
  if (word.endsWith('s') && word.length >= 4) {
    forms.add(word.slice(0, -1));
    if (word.endsWith('es')) forms.add(word.slice(0, -2));
    if (word.endsWith('ces')) forms.add(`${word.slice(0, -3)}z`);
  } else if (/[aeiou]$/.test(word)) {
    forms.add(`${word}s`);
  } else {
    forms.add(`${word}es`).add(`${word}s`);
    if (word.endsWith('z')) forms.add(`${word.slice(0, -1)}ces`);
  }
  return [...forms];
}

/**
 * The word and every form of it with one letter dropped. Two words are within one typo (drop,
 * insertion, substitution or swap) exactly when these sets share a string (symmetric delete, as
 * SymSpell does), so a vocabulary that stores each word's set finds every one-typo neighbour with
 * an index lookup, however short the word. The vocabulary computes the same in SQL.
 */
export function deletionKeys(word: string): string[] {
  return [...new Set([word, ...[...word].map((_, i) => word.slice(0, i) + word.slice(i + 1))])];
}

/** What to look a typed word up by: its number forms and, when it may carry a typo, their deletions. */
export function lookupKeys(word: string): string[] {
  const forms = numberForms(word);
  return [...new Set(typoBudget(word) > 0 ? forms.flatMap(deletionKeys) : forms)];
}

/** A vocabulary word with its Spanish stem (the lexeme full-text search compares). */
export interface VocabularyWord {
  word: string;
  stem: string;
}

/** A directory word a typed word may have meant, and how many typos apart they are. */
export interface Correction {
  word: string;
  /** 0 for the word in the other number ('spas' → 'spa'). */
  typos: number;
}

/**
 * The directory words a typed word may have meant: within its typo budget counting from any of
 * its number forms, closest first, one word per stem. Words with the typed word's own stem are
 * left out: full-text search already finds them ('farmacia' / 'farmacias').
 */
export function corrections(
  typed: VocabularyWord,
  candidates: readonly VocabularyWord[],
  limit = 3,
): Correction[] {
  const budget = typoBudget(typed.word);
  const forms = numberForms(typed.word);
  const closest = new Map<string, Correction>();
  for (const candidate of candidates) {
    if (candidate.stem === typed.stem || candidate.word === typed.word) continue;
    const typos = Math.min(...forms.map((f) => typoDistance(f, candidate.word, budget)));
    if (typos > budget) continue;
    const known = closest.get(candidate.stem);
    if (!known || typos < known.typos || (typos === known.typos && candidate.word < known.word))
      closest.set(candidate.stem, { word: candidate.word, typos });
  }
  return [...closest.values()]
    .sort((x, y) => x.typos - y.typos || x.word.localeCompare(y.word))
    .slice(0, limit);
}
