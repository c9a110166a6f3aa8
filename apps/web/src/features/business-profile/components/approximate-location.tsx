// 'Ubicación aproximada': the pin is the municipality's seat, not the business's door, until the
// owner places it. One small component, so the profile says it the same way wherever it shows.
import { Info } from 'lucide-react';

export const APPROXIMATE_LOCATION = 'Ubicación aproximada';

/** The label 'Cómo llegar' carries for assistive technology and as its tooltip. */
export const approximateDirectionsLabel = (approximate: boolean | undefined) =>
  approximate ? `Cómo llegar (${APPROXIMATE_LOCATION.toLowerCase()})` : undefined;

export function ApproximateLocation() {
  return (
    <p
      data-testid="approximate-location"
      className="mt-2 flex items-start gap-1.5 text-sm text-amber-900"
    >
      <Info className="mt-0.5 size-4 shrink-0" aria-hidden />
      <span>
        <strong>{APPROXIMATE_LOCATION}</strong>: el punto del mapa es el centro del municipio;
        guíate por la dirección.
      </span>
    </p>
  );
}
