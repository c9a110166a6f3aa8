// Place words in a typed search: 'dentista en puerto plata' is the search 'dentista' in the
// province Puerto Plata (docs/decisions/027-what-and-where.md). Pure: the places come in as data.
import { normalizeText } from './slug';
import { typoDistance } from './typos';

export type PlaceKind = 'province' | 'municipality' | 'district';

export interface PlaceEntry {
  kind: PlaceKind;
  id: number;
  name: string;
  /** The province it lies in (a province: itself). */
  provinceId: number;
  /** The municipality it lies in (a municipality: itself; a province: null). */
  municipalityId: number | null;
  /** Active businesses there: of two places with one name, the one with businesses is meant. */
  businesses: number;
}

interface IndexedPlace {
  entry: PlaceEntry;
  words: string[];
}

/** The places grouped by how many words their names have. */
export interface PlaceIndex {
  byLength: ReadonlyMap<number, readonly IndexedPlace[]>;
  maxWords: number;
}

export interface PlaceReading {
  /** The rest of the text, as typed: what is searched for in the place ('' for a place alone). */
  what: string;
  place: PlaceEntry;
}

const wordsOf = (text: string) =>
  normalizeText(text)
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

// A typo only in a name's word of 5+ letters (Meilisearch's budget), so 'pollo' is not Polo.
const TYPO_MIN_LENGTH = 5;
// Words that join a search to its place: 'farmacia en sosua', 'hotel de cabarete'.
const JOINERS = new Set(['en', 'de', 'del']);
const KIND_RANK: Record<PlaceKind, number> = { province: 0, municipality: 1, district: 2 };

/**
 * Names people give another place than the division's place of that name (decision 027):
 * 'santo domingo' is the capital, not the province around it (whose chip offers it instead:
 * what-where-label.ts); 'santiago de los caballeros' is the municipality the division calls
 * Santiago. A typed name here reads as the place it means; the division's namesake is no longer
 * read by it.
 */
export const SPOKEN_NAMES: readonly { said: string; kind: PlaceKind; name: string }[] = [
  { said: 'Santo Domingo', kind: 'province', name: 'Distrito Nacional' },
  { said: 'Santiago de los Caballeros', kind: 'municipality', name: 'Santiago' },
];

export function placeIndex(entries: readonly PlaceEntry[]): PlaceIndex {
  const byLength = new Map<number, IndexedPlace[]>();
  const add = (entry: PlaceEntry, words: string[]) =>
    byLength.set(words.length, [...(byLength.get(words.length) ?? []), { entry, words }]);
  const key = (text: string) => wordsOf(text).join(' ');
  const spoken = new Set(SPOKEN_NAMES.map((s) => key(s.said)));
  for (const entry of entries) {
    const words = wordsOf(entry.name);
    if (words.length === 0 || spoken.has(words.join(' '))) continue;
    add(entry, words);
  }
  for (const { said, kind, name } of SPOKEN_NAMES) {
    const meant = entries.find((e) => e.kind === kind && key(e.name) === key(name));
    if (meant) add(meant, wordsOf(said));
  }
  return { byLength, maxWords: Math.max(0, ...byLength.keys()) };
}

/** Typos between typed words and a place's name, word by word; more than one is no match. */
function typosBetween(typed: readonly string[], name: readonly string[]): number {
  let typos = 0;
  for (const [i, word] of name.entries()) {
    if (typed[i] === word) continue;
    if (word.length < TYPO_MIN_LENGTH) return 2;
    typos += typoDistance(typed[i]!, word, 1);
    if (typos > 1) return typos;
  }
  return typos;
}

interface Span {
  start: number;
  end: number;
  place: PlaceEntry;
  typos: number;
}

/**
 * Longer names first ('santo domingo este' over 'santo domingo'), then fewer typos, then the
 * place with more businesses (Maimón the district of Puerto Plata, where the directory has them,
 * over the municipality of the same name), then the wider place, then the later words.
 */
function better(a: Span, b: Span): boolean {
  const [la, lb] = [a.end - a.start, b.end - b.start];
  if (la !== lb) return la > lb;
  if (a.typos !== b.typos) return a.typos < b.typos;
  if (a.place.businesses !== b.place.businesses) return a.place.businesses > b.place.businesses;
  const rank = KIND_RANK[a.place.kind] - KIND_RANK[b.place.kind];
  if (rank !== 0) return rank < 0;
  return a.start > b.start;
}

function bestSpan(words: readonly (string | null)[], index: PlaceIndex): Span | null {
  let best: Span | null = null;
  for (let start = 0; start < words.length; start++) {
    for (let end = start + 1; end <= Math.min(words.length, start + index.maxWords); end++) {
      const typed = words.slice(start, end);
      if (typed.some((w) => w === null)) break;
      for (const candidate of index.byLength.get(end - start) ?? []) {
        const typos = typosBetween(typed as string[], candidate.words);
        if (typos > 1) continue;
        const span = { start, end, place: candidate.entry, typos };
        if (!best || better(span, best)) best = span;
      }
    }
  }
  return best;
}

/** Whether `inner` lies in `outer` (or is it). */
export function within(inner: PlaceEntry, outer: PlaceEntry): boolean {
  if (outer.kind === 'province') return inner.provinceId === outer.id;
  if (outer.kind === 'municipality')
    return inner.kind !== 'province' && inner.municipalityId === outer.id;
  return inner.kind === 'district' && inner.id === outer.id;
}

/**
 * The place named in a typed search (with or without accents, one typo in a word of 5+ letters,
 * 'en' optional) and the rest of the text; null when it names none. A second name that contains
 * or lies in the first ('sosua, puerto plata') is read too, and the narrower place kept.
 */
export function readPlaceWords(text: string, index: PlaceIndex): PlaceReading | null {
  // Composed first: a decomposed 'ú' would otherwise split its word at the accent.
  const tokens = text
    .normalize('NFC')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  // One normalised word per token ('Sosúa' → 'sosua'); null marks a word already read as a place.
  const words: (string | null)[] = tokens.map((t) => wordsOf(t).join(''));
  let place: PlaceEntry | null = null;
  for (let round = 0; round < 2; round++) {
    const span = bestSpan(words, index);
    if (!span) break;
    if (place && !within(place, span.place) && !within(span.place, place)) break;
    if (!place || within(span.place, place)) place = span.place;
    for (let i = span.start; i < span.end; i++) words[i] = null;
    // The word joining the place to the search ('farmacia en sosua').
    const before = words[span.start - 1];
    if (before && JOINERS.has(before)) words[span.start - 1] = null;
  }
  if (!place) return null;
  const what = tokens.filter((_, i) => words[i] !== null).join(' ');
  return { what, place };
}
