// The box around the Dominican Republic (Isla Beata to Montecristi, Pedernales to Isla Saona): a
// map pin outside it is a slip of the finger, never a business of this directory.
export const DR_BOUNDS = { south: 17.3, north: 20.1, west: -72.1, east: -68.2 } as const;

export const OUTSIDE_DR_MESSAGE = 'El punto del mapa debe estar en la República Dominicana';

export function insideDominicanRepublic(point: { lat: number; lng: number }): boolean {
  return (
    point.lat >= DR_BOUNDS.south &&
    point.lat <= DR_BOUNDS.north &&
    point.lng >= DR_BOUNDS.west &&
    point.lng <= DR_BOUNDS.east
  );
}
