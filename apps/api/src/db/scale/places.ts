// Where generated businesses go. The territorial division has names and codes but no
// coordinates, so each province carries its capital's position and a population weight (2022
// census, in tens of thousands: Santo Domingo, the Distrito Nacional and Santiago dominate), and
// every other municipality gets a fixed point inland of that capital. Businesses then land a few
// km around their municipality's point.
import type { Random } from './random';

interface ProvinceGeo {
  lat: number;
  lng: number;
  /** Population weight. */
  weight: number;
  /** How far the other municipalities lie from the capital, in km. */
  spreadKm: number;
  /** Bearing (degrees, 0 = north) of the inland side for coastal capitals: points stay ashore. */
  inland?: number;
}

/** Keyed by the ONE province code of the territorial division. */
export const PROVINCE_GEO: Record<string, ProvinceGeo> = {
  '01': { lat: 18.4861, lng: -69.9312, weight: 103, spreadKm: 0, inland: 0 },
  '02': { lat: 18.4532, lng: -70.7349, weight: 23, spreadKm: 25, inland: 0 },
  '03': { lat: 18.481, lng: -71.419, weight: 10, spreadKm: 15 },
  '04': { lat: 18.2085, lng: -71.1008, weight: 19, spreadKm: 22, inland: 270 },
  '05': { lat: 19.5489, lng: -71.7083, weight: 7, spreadKm: 18, inland: 90 },
  '06': { lat: 19.3008, lng: -70.2526, weight: 30, spreadKm: 18 },
  '07': { lat: 18.8766, lng: -71.7019, weight: 6, spreadKm: 18, inland: 90 },
  '08': { lat: 18.7658, lng: -69.0389, weight: 9, spreadKm: 20 },
  '09': { lat: 19.3941, lng: -70.5255, weight: 24, spreadKm: 14 },
  '10': { lat: 18.4928, lng: -71.851, weight: 6, spreadKm: 18, inland: 90 },
  '11': { lat: 18.615, lng: -68.7079, weight: 43, spreadKm: 25 },
  '12': { lat: 18.4273, lng: -68.9728, weight: 27, spreadKm: 12, inland: 0 },
  '13': { lat: 19.2221, lng: -70.5296, weight: 43, spreadKm: 18 },
  '14': { lat: 19.376, lng: -69.8475, weight: 14, spreadKm: 18, inland: 225 },
  '15': { lat: 19.8473, lng: -71.6458, weight: 12, spreadKm: 22, inland: 135 },
  '16': { lat: 18.038, lng: -71.744, weight: 4, spreadKm: 20, inland: 60 },
  '17': { lat: 18.2796, lng: -70.3319, weight: 19, spreadKm: 14, inland: 0 },
  '18': { lat: 19.7934, lng: -70.6884, weight: 33, spreadKm: 25, inland: 180 },
  '19': { lat: 19.3773, lng: -70.418, weight: 9, spreadKm: 10 },
  '20': { lat: 19.2056, lng: -69.3369, weight: 11, spreadKm: 18, inland: 315 },
  '21': { lat: 18.416, lng: -70.1065, weight: 65, spreadKm: 16 },
  '22': { lat: 18.806, lng: -71.229, weight: 23, spreadKm: 22 },
  '23': { lat: 18.4539, lng: -69.3086, weight: 32, spreadKm: 16, inland: 0 },
  '24': { lat: 19.0527, lng: -70.1492, weight: 15, spreadKm: 16 },
  '25': { lat: 19.4517, lng: -70.697, weight: 107, spreadKm: 20 },
  '26': { lat: 19.475, lng: -71.341, weight: 6, spreadKm: 14 },
  '27': { lat: 19.5517, lng: -71.0781, weight: 18, spreadKm: 12 },
  '28': { lat: 18.9367, lng: -70.4092, weight: 18, spreadKm: 14 },
  '29': { lat: 18.807, lng: -69.7846, weight: 19, spreadKm: 20 },
  '30': { lat: 18.7629, lng: -69.2566, weight: 9, spreadKm: 15 },
  '31': { lat: 18.546, lng: -70.506, weight: 6, spreadKm: 12 },
  '32': { lat: 18.488, lng: -69.857, weight: 270, spreadKm: 14, inland: 0 },
};

const KM_PER_DEGREE_LAT = 111;
const kmPerDegreeLng = (lat: number) => 111.32 * Math.cos((lat * Math.PI) / 180);
const GOLDEN = 0.6180339887;

/** Moves a point `km` along `bearing` (degrees from north). */
function offset(lat: number, lng: number, km: number, bearing: number) {
  const rad = (bearing * Math.PI) / 180;
  return {
    lat: lat + (km * Math.cos(rad)) / KM_PER_DEGREE_LAT,
    lng: lng + (km * Math.sin(rad)) / kmPerDegreeLng(lat),
  };
}

/**
 * The fixed point of a province's n-th municipality (by code; 0 is the capital): spread evenly
 * (golden ratio) over a circle, or over the inland half circle of a coastal capital.
 */
export function municipalityCentre(provinceCode: string, n: number): { lat: number; lng: number } {
  const geo = PROVINCE_GEO[provinceCode];
  if (!geo) throw new Error(`Sin coordenadas para la provincia ${provinceCode}`);
  if (n === 0) return { lat: geo.lat, lng: geo.lng };
  const fraction = (n * GOLDEN) % 1;
  const bearing = geo.inland === undefined ? fraction * 360 : geo.inland - 80 + fraction * 160;
  const km = geo.spreadKm * (0.45 + 0.55 * ((n * 0.7548776662) % 1));
  return offset(geo.lat, geo.lng, km, bearing);
}

export interface Place {
  provinceId: number;
  provinceCode: string;
  provinceName: string;
  municipalityId: number;
  municipalityName: string;
  districts: readonly { id: number; name: string }[];
  lat: number;
  lng: number;
  /** Share of all businesses (province weight split over its municipalities). */
  weight: number;
  /** Capitals spread their businesses wider: they are cities, not villages. */
  radiusKm: number;
  inland: number | undefined;
}

export interface PlaceRow {
  provinceId: number;
  provinceCode: string;
  provinceName: string;
  municipalityId: number;
  municipalityCode: string;
  municipalityName: string;
  districts: { id: number; name: string }[];
}

/** Places with centres and weights; the capital (lowest code) takes 45 % of its province. */
export function buildPlaces(rows: readonly PlaceRow[]): Place[] {
  const byProvince = new Map<string, PlaceRow[]>();
  for (const row of rows) {
    const list = byProvince.get(row.provinceCode) ?? [];
    list.push(row);
    byProvince.set(row.provinceCode, list);
  }
  const places: Place[] = [];
  for (const [code, list] of byProvince) {
    const geo = PROVINCE_GEO[code];
    if (!geo) throw new Error(`Sin coordenadas para la provincia ${code}`);
    list.sort((a, b) => a.municipalityCode.localeCompare(b.municipalityCode));
    list.forEach((row, n) => {
      const share = list.length === 1 ? 1 : n === 0 ? 0.45 : 0.55 / (list.length - 1);
      places.push({
        ...row,
        ...municipalityCentre(code, n),
        weight: geo.weight * share,
        radiusKm: n === 0 ? 4 : 2.5,
        inland: geo.inland,
      });
    });
  }
  return places;
}

/** Picks places by weight with a binary search over the cumulative weights (158 places). */
export function placePicker(places: readonly Place[]): (random: Random) => Place {
  const cumulative: number[] = [];
  let total = 0;
  for (const place of places) cumulative.push((total += place.weight));
  return (random) => {
    const at = random.next() * total;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid]! > at) hi = mid;
      else lo = mid + 1;
    }
    return places[lo]!;
  };
}

/** A point within the place's radius (denser towards the centre), kept on the inland side. */
export function jitter(place: Place, random: Random): { lat: number; lng: number } {
  const km = place.radiusKm * random.next() * Math.sqrt(random.next());
  const bearing =
    place.inland === undefined ? random.next() * 360 : place.inland - 85 + random.next() * 170;
  const point = offset(place.lat, place.lng, km, bearing);
  // Six decimals (~10 cm) is what a geocoder or a phone gives.
  return { lat: Math.round(point.lat * 1e6) / 1e6, lng: Math.round(point.lng * 1e6) / 1e6 };
}
