// What each page's share card shows, and its version: the hash of everything drawn on it, so a
// changed business gets a new card URL (and old previews keep their image) without a timestamp.
import { createHash } from 'node:crypto';
import type { CardContent } from './render';

/** Raised when the card's drawing changes, so every card is made again. */
const DESIGN = 1;

export interface CardSpec {
  content: Omit<CardContent, 'photo'>;
  /** The uploaded cover photo drawn behind the text, by its key (features/uploads). */
  coverKey: string | null;
  version: string;
}

const MEDIA_KEY = /\/media\/([0-9a-f]{32})\.webp$/;

export function cardSpec(content: Omit<CardContent, 'photo'>, imageUrl?: string | null): CardSpec {
  const coverKey = imageUrl?.match(MEDIA_KEY)?.[1] ?? null;
  const version = createHash('sha256')
    .update(JSON.stringify({ DESIGN, content, coverKey }))
    .digest('hex')
    .slice(0, 16);
  return { content, coverKey, version };
}

export interface BusinessCardFacts {
  id: number;
  name: string;
  category: string;
  municipality: string;
  districtMunicipality: string | null;
  province: string;
  rating: number;
  imageUrl: string | null;
}

export function businessCard(business: BusinessCardFacts): CardSpec {
  const town = business.districtMunicipality ?? business.municipality;
  return cardSpec(
    {
      title: business.name,
      subtitle: business.category,
      place: [town, business.province].filter(Boolean).join(', '),
      stars: business.rating,
    },
    business.imageUrl,
  );
}

export const categoryCard = (name: string) =>
  cardSpec({ title: name, subtitle: 'Negocios en República Dominicana', place: '', stars: 0 });

export const placeCard = (names: string[]) =>
  cardSpec({
    title: `Negocios en ${names[0] ?? 'República Dominicana'}`,
    subtitle: names.slice(1).join(', '),
    place: '',
    stars: 0,
  });

/** The home page's and the lists' card: the directory itself. */
export const siteCard = () =>
  cardSpec({
    title: 'Negocios de República Dominicana',
    subtitle: 'Teléfono, WhatsApp, horario y mapa',
    place: '',
    stars: 0,
  });

/** The og:image of a page: an absolute URL with the card's version, and its size and type. */
export function cardImage(publicUrl: string, path: string, spec: CardSpec) {
  return {
    url: `${publicUrl}/og/${path}/${spec.version}.jpg`,
    width: 1200,
    height: 630,
    type: 'image/jpeg',
  };
}
