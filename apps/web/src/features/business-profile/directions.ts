/** A maps directions link: to the exact spot when known, otherwise to the written address. */
export function directionsLink(
  coords: { lat: number; lng: number } | null,
  address: string | null,
): string | null {
  const destination = coords ? `${coords.lat},${coords.lng}` : address ? address : null;
  if (!destination) return null;
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destination)}`;
}
