/** A maps directions link: to the exact spot when known, otherwise to the written address. */
export function directionsLink(
  coords: { lat: number; lng: number } | null,
  address: string | null,
): string | null {
  const destination = coords ? `${coords.lat},${coords.lng}` : address ? address : null;
  if (!destination) return null;
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destination)}`;
}

/** An approximate pin is the municipality's seat: the written address leads closer (issue #32). */
export function businessDirections(business: {
  coords: { lat: number; lng: number } | null;
  address: string | null;
  municipality?: string | null;
  province?: string | null;
  approximateLocation?: boolean;
}): string | null {
  if (!business.approximateLocation || !business.address) {
    return directionsLink(business.coords, business.address);
  }
  const written = [
    business.address,
    business.municipality,
    business.province,
    'República Dominicana',
  ];
  return directionsLink(null, written.filter(Boolean).join(', '));
}
