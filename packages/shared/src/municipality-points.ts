// Where each municipality is (its seat), so the registration map can centre on the municipality
// the owner picks. data/dr-municipality-points.json names its source; keys are the slugs the
// locations API answers with, so no numeric id (a database serial) is baked in.
import data from '../data/dr-municipality-points.json';

export interface LatLng {
  lat: number;
  lng: number;
}

const POINTS: Record<string, number[] | undefined> = data.points;

/** The seat of a municipality, looked up by its province's and its own slug; null if unknown. */
export function municipalityPoint(provinceSlug: string, municipalitySlug: string): LatLng | null {
  const point = POINTS[`${provinceSlug}/${municipalitySlug}`];
  return point?.length === 2 ? { lat: point[0]!, lng: point[1]! } : null;
}
