// Business names the way Dominican signs read: a trade noun and a saint, a person, a family, a
// place or a hopeful word ('Colmado La Esquina de Juan', 'Farmacia San Rafael', 'Taller Mecánico
// Hermanos Peña'). Professional firms carry surnames, public offices their place.
import type { CategoryWords } from './category-words';
import type { Random } from './random';
import { EVOCATIVE, FEMALE_NAMES, MALE_NAMES, SAINTS, SURNAMES } from './words';

type Pattern = (noun: string, random: Random, place: string) => string;

const person = (random: Random) =>
  random.chance(0.6)
    ? `${random.chance(0.4) ? 'Don ' : ''}${random.pick(MALE_NAMES)}`
    : `${random.chance(0.5) ? 'Doña ' : ''}${random.pick(FEMALE_NAMES)}`;

const PATTERNS: readonly (readonly [Pattern, number])[] = [
  [(noun, random) => `${noun} ${random.pick(EVOCATIVE)}`, 5],
  [(noun, random) => `${noun} ${random.pick(SAINTS)}`, 3],
  [(noun, random) => `${noun} ${person(random)}`, 3],
  [(noun, random) => `${noun} ${random.pick(EVOCATIVE)} de ${random.pick(MALE_NAMES)}`, 2],
  [
    (noun, random) =>
      `${noun} ${random.pick(['Hermanos', 'Familia', 'Los Hermanos'])} ${random.pick(SURNAMES)}`,
    2,
  ],
  [(noun, random) => `${noun} ${random.pick(SURNAMES)} e Hijos`, 1],
  [(noun, _random, place) => `${noun} ${place}`, 2],
  [(noun, random, place) => `${noun} ${random.pick(EVOCATIVE)} ${place}`, 1],
];

const PROFESSIONAL: readonly (readonly [Pattern, number])[] = [
  [(noun, random) => `${noun} ${random.pick(SURNAMES)} & Asociados`, 3],
  [(noun, random) => `${noun} ${random.pick(SURNAMES)} ${random.pick(SURNAMES)}`, 3],
  [(noun, random) => `${noun} Dr. ${random.pick(MALE_NAMES)} ${random.pick(SURNAMES)}`, 1],
  [(noun, random) => `${noun} Dra. ${random.pick(FEMALE_NAMES)} ${random.pick(SURNAMES)}`, 1],
  [(noun, _random, place) => `${noun} ${place}`, 1],
];

/** A plausible name for a business of this category in `place` (its municipality or district). */
export function generateName(words: CategoryWords, random: Random, place: string): string {
  const noun = random.pick(words.nouns);
  if (words.public) return `${noun} de ${place}`;
  const pattern = random.weighted(words.professional ? PROFESSIONAL : PATTERNS);
  return pattern(noun, random, place);
}

/** 'Farmacia San Rafael' → 'farmaciasanrafael': handles for e-mail, web and social links. */
export function handleOf(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '')
    .slice(0, 30);
}
