// The place a visitor's position is named by ('Cerca de Sosúa'): the municipality whose seat is
// nearest, from the seats in data/dr-municipality-points.json and the names of the territorial
// division. The web app loads this module on demand (the two tables are ~50 KB).
import territory from '../data/dr-territorial-division.json';
import { greatCircleKm } from './geo';
import { municipalityPoint, type LatLng } from './municipality-points';

export interface NearestPlace {
  municipality: string;
  province: string;
  /** From the position to the municipality's seat. */
  km: number;
}

/** Past this distance from every seat the position is not named (abroad, or out at sea). */
export const NEAREST_PLACE_MAX_KM = 40;

const SEATS = territory.provinces.flatMap((province) =>
  province.municipalities.flatMap((municipality) => {
    const point = municipalityPoint(province.slug, municipality.slug);
    return point
      ? [{ municipality: municipality.name.trim(), province: province.name.trim(), point }]
      : [];
  }),
);

/** The municipality whose seat is nearest to a position; null when none is within 40 km. */
export function nearestPlace(position: LatLng): NearestPlace | null {
  let best: NearestPlace | null = null;
  for (const seat of SEATS) {
    const km = greatCircleKm(position, seat.point);
    if (km <= NEAREST_PLACE_MAX_KM && (best === null || km < best.km)) {
      best = { municipality: seat.municipality, province: seat.province, km };
    }
  }
  return best;
}
